/** Placeholder until this page is built. */
export default function MyApplicationsPage() {
  return <h1>My applications</h1>;
}
