import { useSyncExternalStore } from 'react';

/** A phone: the week shows one day at a time (the same width as in driving-lessons.css). */
export const PHONE_QUERY = '(max-width: 40rem)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-wide screen; false on the server and where media queries are not known. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(PHONE_QUERY).matches),
    () => false,
  );
}
