/** Placeholder until this page is built. */
export default function HowItWorksPage() {
  return <h1>How it works</h1>;
}
