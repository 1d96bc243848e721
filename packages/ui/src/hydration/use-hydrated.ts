import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server-rendered page is being hydrated (and on the server), true afterwards and
 * on pages rendered in the browser. Controls that need JavaScript stay disabled until then, so
 * a click or typing before the scripts have arrived is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
