import { Outlet } from 'react-router-dom';
import { usePageMeta } from '../routes/use-page-meta.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';
import './layout.css';

export function AppLayout() {
  usePageMeta();
  useScrollRestoration();
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
    </div>
  );
}
