import { usePublicOffers } from '@autoskola/api-client';
import { useSession } from '@autoskola/session';
import { QueryStatus } from '@autoskola/ui';
import { useSearchParams } from 'react-router-dom';
import { ApplicationForm } from '../features/course-applications/application-form.tsx';
import { APPLICATION_TEXTS } from '../features/course-applications/course-application-texts.ts';

/** 'Prihláška na kurz': the course from `?kurz={id}` chosen, a logged-in user's e-mail filled in. */
export default function ApplicationPage() {
  const [params] = useSearchParams();
  const offerId = Number(params.get('kurz'));
  const session = useSession();
  return (
    <section className="page course-application-page">
      <h1>{APPLICATION_TEXTS.title}</h1>
      <QueryStatus
        query={usePublicOffers()}
        texts={{
          loading: APPLICATION_TEXTS.courseLoading,
          error: APPLICATION_TEXTS.courseError,
          empty: APPLICATION_TEXTS.noCourses,
        }}
        isEmpty={(data) => data.offers.length === 0}
      >
        {(data) => (
          <ApplicationForm
            // A different course from the address (another card's link) starts the form again.
            key={`${offerId}-${session.email ?? ''}`}
            offers={data.offers}
            initialOfferId={Number.isInteger(offerId) && offerId > 0 ? offerId : null}
            email={session.email}
          />
        )}
      </QueryStatus>
    </section>
  );
}
