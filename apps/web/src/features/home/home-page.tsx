/** Placeholder until this page is built. */
export default function HomePage() {
  return <h1>Congo Talent</h1>;
}
