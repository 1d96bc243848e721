import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'autoskola:scroll-positions';

/** A reload or Back/Forward from another site returns to a position; a new visit starts at the top. */
function documentWasRestored(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What React Router's <ScrollRestoration> does, which exists only for its data router (the shell
 * uses the declarative one, docs/decisions/0013): a page opened by a link starts at its top, or at
 * its #anchor; Back and Forward return to where the visitor was on that page, also after a reload.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Positions by history entry (location.key), as the visitor left them.
  const positions = useRef<Record<string, number> | null>(null);
  // The history entry on screen; null before the first render has been handled.
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = () => {
      if (shownKey.current === null) return;
      positions.current ??= storedPositions();
      positions.current[shownKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        if (positions.current) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // storage turned off or full: positions are then kept for this page's life only
      }
    };
    addEventListener('scroll', remember, { passive: true });
    addEventListener('pagehide', persist);
    return () => {
      removeEventListener('scroll', remember);
      removeEventListener('pagehide', persist);
    };
  }, []);

  // Before paint, so the new page never shows at the old page's position.
  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    const firstRender = shownKey.current === null;
    shownKey.current = location.key;
    positions.current ??= storedPositions();
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined && (!firstRender || documentWasRestored())) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(fragmentId(location.hash))?.scrollIntoView();
    } else if (!firstRender) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);
}

/** The element a fragment names; a fragment that is not valid percent-encoding (a cut link) names none. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
