import { StatusMessage } from '@autoskola/ui';
import { lazy, Suspense } from 'react';
import { HOME_TEXTS } from '../features/home/home-texts.ts';

// Its own chunk: the overview and its date and money rules load on /admin only, not with every page.
const HomeOverview = lazy(() => import('../features/home/home-overview.tsx'));

export function AdminHomePage() {
  return (
    <section className="page admin-home">
      <h1>Administrácia</h1>
      <p>{HOME_TEXTS.placeholder}</p>
      <Suspense fallback={<StatusMessage kind="loading">{HOME_TEXTS.loading}</StatusMessage>}>
        <HomeOverview />
      </Suspense>
    </section>
  );
}
