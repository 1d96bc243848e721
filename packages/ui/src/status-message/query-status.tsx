import { type ReactNode, useState } from 'react';
import { StatusMessage } from './status-message.tsx';

/** What QueryStatus reads of a query (TanStack Query's result has it). */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  /** Asked again by the retry button (TanStack Query's `refetch`). */
  refetch?: () => unknown;
}

/** The retry button's text under a failed load. */
export const RETRY_TEXT = 'Skúsiť znova';

interface QueryStatusProps<T> {
  query: QueryState<T>;
  texts: { loading: string; error: string; empty?: string };
  /** Data that is there but has nothing to show (an empty list) gets `texts.empty`. */
  isEmpty?: (data: T) => boolean;
  /** A failed load offers 'Skúsiť znova' (a phone that lost its signal should not need a reload). */
  retry?: boolean;
  children: (data: T) => ReactNode;
}

/** The ladder every list and detail climbs: loading, error, empty, then the data. */
export function QueryStatus<T>({ query, texts, isEmpty, retry = false, children }: QueryStatusProps<T>) {
  const [retrying, setRetrying] = useState(false);
  const settled = !query.isPending && !query.isError && query.data !== undefined;
  if (retrying && settled) setRetrying(false);
  const { refetch } = query;
  // A query asked again without data is pending anew: the button stays (inert) beside 'Načítavam…'
  // so that the focus it has does not fall to the page's top.
  const retryButton = retry && refetch && (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={query.isPending || undefined}
      onClick={() => {
        if (query.isPending) return;
        setRetrying(true);
        refetch();
      }}
    >
      {RETRY_TEXT}
    </button>
  );
  if (query.isPending) {
    return (
      <>
        {/* Keyed by kind: an error after it is a new alert, announced again. */}
        <StatusMessage key="loading" kind="loading">
          {texts.loading}
        </StatusMessage>
        {retrying && retryButton}
      </>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <>
        <StatusMessage key="error" kind="error">
          {texts.error}
        </StatusMessage>
        {retryButton}
      </>
    );
  }
  if (texts.empty !== undefined && isEmpty?.(query.data))
    return <StatusMessage kind="empty">{texts.empty}</StatusMessage>;
  return children(query.data);
}
