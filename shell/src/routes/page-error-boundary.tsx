import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';

export const PAGE_ERROR_TEXT = 'Neznáma chyba. Skúste to prosím neskôr.';

function PageError() {
  return (
    <section className="page" role="alert">
      <h1>{PAGE_ERROR_TEXT}</h1>
      <p>
        {/* A full page load: whatever broke starts again from a clean state. */}
        <a href="/">Späť na úvodnú stránku</a>
      </p>
    </section>
  );
}

/**
 * A page that fails to render shows a Slovak message instead of an empty window; going to
 * another address tries again. (Remote screens have their own boundary in their slot.)
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
