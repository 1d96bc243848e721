import { Outlet, ScrollRestoration } from 'react-router-dom';
import { usePageMeta } from '../routes/use-page-meta.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppLayout() {
  usePageMeta();
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Preskočiť na obsah
      </a>
      <SiteHeader />
      <main id="main-content" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
