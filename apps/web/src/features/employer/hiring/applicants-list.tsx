import { Suspense, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { APPLICANTS_PAGE_SIZE, useEmployerApplicants } from '../../../api/queries/employer-applicants';
import { ApplicantCard } from './applicant-card';

/** The applicants staff forwarded for one request, at whatever stage they are now, fetched when it is opened. */
export function ApplicantsList({ jobId }: { jobId: number }) {
  const { t } = useTranslation('employer');
  const [page, setPage] = useState(1);
  const applicants = useEmployerApplicants(jobId, page);
  const headingId = `applicants-${jobId}-title`;
  return (
    <section className="applicants" aria-labelledby={headingId}>
      <h3 id={headingId} className="applicants__title">
        {t('applicants.title')}
      </h3>
      {applicants.isPending ? (
        <Loading paused={applicants.fetchStatus === 'paused'} />
      ) : applicants.isError ? (
        <p className="banner banner--error" role="alert">
          {t('applicants.loadFailed')}
        </p>
      ) : applicants.data.total === 0 ? (
        <p className="applicants__none">{t('applicants.none')}</p>
      ) : (
        // The cards need words of another namespace (the skill match's and the stages'): while they load, only the
        // list waits, not the whole page.
        <Suspense fallback={<Loading />}>
          <ul className="applicants__list">
            {applicants.data.items.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantCard applicant={applicant} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={APPLICANTS_PAGE_SIZE} total={applicants.data.total} onChange={setPage} />
        </Suspense>
      )}
    </section>
  );
}
