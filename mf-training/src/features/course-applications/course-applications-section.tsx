import { useCourseApplications, usePublicOffers } from '@autoskola/api-client';
import { COURSE_APPLICATION_STATUS_LABELS, type CourseApplicationStatus } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import { formatDateTime, ListSection, SelectField, TextField, usePageParam } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CourseApplicationDetail, type DetailExtra } from './course-application-detail.tsx';
import './course-applications.css';
import { statusLabel } from './status-label.ts';

export const APPLICATIONS_TEXTS = {
  loading: 'Načítavam prihlášky…',
  error: 'Nepodarilo sa načítať prihlášky.',
  empty: 'Zatiaľ tu nie sú žiadne prihlášky.',
  noMatch: 'Žiadna prihláška nezodpovedá hľadaniu.',
  status: 'Stav',
  course: 'Kurz',
  all: 'Všetky',
  search: 'Hľadať meno alebo e-mail',
  filter: 'Filtrovať',
} as const;

const STATUSES = Object.keys(COURSE_APPLICATION_STATUS_LABELS) as CourseApplicationStatus[];
const PAGE_PARAM = 'applicationPage';

/** Filters live in the address, so a filtered list can be reloaded, shared and left with Back. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const course = Number(params.get('course'));
  return {
    status: STATUSES.includes(status as CourseApplicationStatus) ? (status as CourseApplicationStatus) : null,
    offerId: Number.isInteger(course) && course > 0 ? course : null,
    search: params.get('search') ?? '',
    /** A search or a filter is set: an empty list means no match, not no applications. */
    active: params.has('status') || params.has('course') || Boolean(params.get('search')?.trim()),
    apply(next: { status: string; course: string; search: string }) {
      const query = new URLSearchParams();
      if (next.status) query.set('status', next.status);
      if (next.course) query.set('course', next.course);
      if (next.search.trim()) query.set('search', next.search.trim());
      setParams(query);
    },
  };
}

function Filters({ filter }: { filter: ReturnType<typeof useFilter> }) {
  const offers = usePublicOffers();
  const [search, setSearch] = useState(filter.search);
  const [status, setStatus] = useState(filter.status ?? '');
  const [course, setCourse] = useState(filter.offerId ? String(filter.offerId) : '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    filter.apply({ status, course, search });
  };
  return (
    <search aria-label="Filtre prihlášok">
      <form className="application-filters" onSubmit={onSubmit}>
        <SelectField
          label={APPLICATIONS_TEXTS.status}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            filter.apply({ status: event.target.value, course, search });
          }}
        >
          <option value="">{APPLICATIONS_TEXTS.all}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={APPLICATIONS_TEXTS.course}
          value={course}
          onChange={(event) => {
            setCourse(event.target.value);
            filter.apply({ status, course: event.target.value, search });
          }}
        >
          <option value="">{APPLICATIONS_TEXTS.all}</option>
          {(offers.data?.offers ?? []).map((offer) => (
            <option key={offer.id} value={offer.id}>
              {offer.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={APPLICATIONS_TEXTS.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button">
          {APPLICATIONS_TEXTS.filter}
        </button>
      </form>
    </search>
  );
}

/** 'Prihlášky': the counted applications, newest first, filtered, each opening its detail. */
export function CourseApplicationsSection({ detailExtra }: { detailExtra?: DetailExtra } = {}) {
  const filter = useFilter();
  const page = usePageParam(PAGE_PARAM);
  const applications = useCourseApplications({
    page,
    status: filter.status,
    offerId: filter.offerId,
    search: filter.search,
  });
  return (
    <>
      <Filters key={`${filter.status}-${filter.offerId}-${filter.search}`} filter={filter} />
      <ListSection
        query={applications}
        texts={{
          ...APPLICATIONS_TEXTS,
          empty: filter.active ? APPLICATIONS_TEXTS.noMatch : APPLICATIONS_TEXTS.empty,
        }}
        rows={(data) => data.courseApplications}
        pagesCount={(data) => data.pagesCount}
        pageParam={PAGE_PARAM}
        openKey={(application) => application.id}
        table={{
          caption: 'Prihlášky na kurzy, najnovšie prvé',
          rowKey: (application) => application.id,
          rowLabel: (application) => `Otvoriť prihlášku č. ${application.number} (${application.name})`,
          rowClassName: (application) => (application.status === 'new' ? 'table__row--attention' : undefined),
          columns: [
            { header: 'Číslo', cell: (application) => application.number },
            { header: 'Meno', cell: (application) => application.name },
            { header: 'Kurz', cell: (application) => application.course.name },
            {
              header: 'Prijatá',
              cell: (application) => (
                <time dateTime={application.submittedAt}>{formatDateTime(application.submittedAt)}</time>
              ),
            },
            { header: 'Vek', cell: (application) => application.age },
            { header: 'Stav', cell: (application) => statusLabel(application.status) },
            {
              header: 'Doklady',
              cell: (application) => `${application.documentsDone}/${application.documentsTotal}`,
            },
            {
              header: 'Zaplatené',
              cell: (application) => `${formatCents(application.paid)} / ${formatCents(application.price)}`,
            },
          ],
        }}
        dialog={{
          title: () => 'Prihláška na kurz',
          content: (opened) => (opened === 'new' ? null : <CourseApplicationDetail id={opened} extra={detailExtra} />),
        }}
      />
    </>
  );
}
