/** Placeholder until this page is built. */
export default function AboutUsPage() {
  return <h1>About us</h1>;
}
