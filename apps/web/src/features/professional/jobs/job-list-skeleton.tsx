/** Grey cards in the shape of job cards while a search loads, so the page does not jump when they arrive. */
export function JobListSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <ul className="job-list job-skeletons" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <li key={i} className="job-skeleton card">
          <span className="job-skeleton__line job-skeleton__line--title" />
          <span className="job-skeleton__line job-skeleton__line--short" />
          <span className="job-skeleton__facts">
            <span className="job-skeleton__line" />
            <span className="job-skeleton__line" />
            <span className="job-skeleton__line" />
          </span>
          <span className="job-skeleton__line" />
          <span className="job-skeleton__line job-skeleton__line--button" />
        </li>
      ))}
    </ul>
  );
}
