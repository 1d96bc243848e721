import type { ReactNode } from 'react';
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
  if (query.isPending) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>;
  if (query.isError || query.data === undefined) {
    const { refetch } = query;
    return (
      <>
        <StatusMessage kind="error">{texts.error}</StatusMessage>
        {retry && refetch && (
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            {RETRY_TEXT}
          </button>
        )}
      </>
    );
  }
  if (texts.empty !== undefined && isEmpty?.(query.data))
    return <StatusMessage kind="empty">{texts.empty}</StatusMessage>;
  return children(query.data);
}
