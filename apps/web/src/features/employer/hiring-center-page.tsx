/** Placeholder until this page is built. */
export default function HiringCenterPage() {
  return <h1>Hiring Center</h1>;
}
