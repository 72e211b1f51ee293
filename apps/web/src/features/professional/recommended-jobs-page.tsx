/** Placeholder until this page is built. */
export default function RecommendedJobsPage() {
  return <h1>Recommended Jobs</h1>;
}
