import { useEffect, useRef } from 'react';

/**
 * A screen that replaces another (the test, its result, practice) takes the focus to its heading,
 * so keyboard and screen-reader users start there instead of on a button that is gone.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
