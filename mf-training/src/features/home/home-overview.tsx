import { type Schemas, useHome } from '@autoskola/api-client';
import { QueryStatus } from '@autoskola/ui';
import { HOME_SECTIONS } from './home-sections.ts';
import { HOME_TEXTS as T } from './home-texts.ts';
import './home-overview.css';

/** What the user has, each section linking to its screen; a section shows when the server sent it. */
export function HomeOverviewPanels({ overview }: { overview: Schemas['HomeOverview'] }) {
  return (
    <div className="home-overview">
      {HOME_SECTIONS.map(
        ({ key, Panel }) => overview[key] !== undefined && <Panel key={key} section={overview[key]} />,
      )}
    </div>
  );
}

/** The admin home's overview, read from GET /home. */
export default function HomeOverview() {
  const home = useHome();
  return (
    <section className="home" aria-label={T.overview}>
      <QueryStatus query={home} texts={{ loading: T.loading, error: T.error }}>
        {(overview) => <HomeOverviewPanels overview={overview} />}
      </QueryStatus>
    </section>
  );
}
