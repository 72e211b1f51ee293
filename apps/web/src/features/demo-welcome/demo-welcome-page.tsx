/** Placeholder until this page is built. */
export default function DemoWelcomePage() {
  return <h1>Welcome</h1>;
}
