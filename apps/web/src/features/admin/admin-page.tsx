/** Placeholder until this page is built. */
export default function AdminPage() {
  return <h1>Staff console</h1>;
}
