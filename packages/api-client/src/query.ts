import type { OverviewPeriod } from '@autoskola/rules/overview';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { $api, api, unwrap } from './client.ts';
import type { paths } from './generated/schema.d.ts';

/** A path of the contract that answers GET: what the cache holds. */
export type ReadPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/**
 * The reads a write makes stale. openapi-react-query keys each read as [method, path, init], so
 * every page and item of a path goes at once.
 */
export function invalidateReads(queryClient: QueryClient, reads: readonly ReadPath[]) {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => reads.includes(queryKey[1] as ReadPath) });
}

/** Mutation options that refresh these reads after a success: the decision each write carries. */
export function useRefreshing(reads: readonly ReadPath[]) {
  const queryClient = useQueryClient();
  return { onSuccess: () => invalidateReads(queryClient, reads) };
}

// What a mutation hook is made of: openapi-react-query's mutation, whose argument is the request.
// biome-ignore lint/suspicious/noExplicitAny: the request's type is read off each mutation below
type AnyMutation = { mutateAsync: (init: any) => Promise<unknown>; mutate: (init: any, options?: any) => void };
type InitOf<M> = M extends { mutateAsync: (init: infer Init) => Promise<unknown> } ? Init : never;
type DataOf<M> = M extends { mutateAsync: (init: never) => Promise<infer Data> } ? Data : never;
type BodyOf<M> = InitOf<M> extends { body?: infer Body } ? NonNullable<Body> : never;

/**
 * The screens call `mutateAsync(input)` or `mutateAsync({ id, input })`; openapi-react-query takes
 * the request's parts. `toInit` maps the one to the other.
 */
export function withArgument<M extends AnyMutation, Argument>(
  mutation: M,
  toInit: (argument: Argument) => InitOf<M>,
): Omit<M, 'mutateAsync' | 'mutate'> & {
  mutateAsync: (argument: Argument) => Promise<DataOf<M>>;
  /** `options` as TanStack's (onSuccess, onError, onSettled of this call). */
  mutate: (argument: Argument, options?: Parameters<M['mutate']>[1]) => void;
} {
  return {
    ...mutation,
    mutateAsync: (argument: Argument) => mutation.mutateAsync(toInit(argument)) as Promise<DataOf<M>>,
    mutate: (argument: Argument, options?: Parameters<M['mutate']>[1]) => mutation.mutate(toInit(argument), options),
  };
}

/** A mutation whose argument is the request body. */
export const withBody = <M extends AnyMutation>(mutation: M) =>
  withArgument(mutation, (body: BodyOf<M>) => ({ body }) as InitOf<M>);

/** SPEC §7: the page is sent only when above 1. */
export const pageParams = (page: number) => ({ params: { query: page > 1 ? { page } : {} } });

// A paged read's query without its page: two reads of the same list differ only in the page.
const filtersOf = ({ page: _page, ...filters }: Record<string, unknown> = {}) => JSON.stringify(filters);

/**
 * `placeholderData` of a paged read asked with `query`: another page of the same list keeps the
 * shown one on screen until it comes (the table and its pages do not jump away); other filters
 * (another period) show loading, never the old filters' rows.
 */
export const keepingOtherPages =
  (query: Record<string, unknown>) =>
  <Data>(previous: Data | undefined, previousQuery?: { queryKey: readonly unknown[] }) => {
    const previousInit = previousQuery?.queryKey[2] as { params?: { query?: Record<string, unknown> } } | undefined;
    return previousInit && filtersOf(previousInit.params?.query) === filtersOf(query) ? previous : undefined;
  };

/** Pages a full read asks for at once: a decade's CSV comes quickly without flooding the server. */
const PAGES_AT_ONCE = 3;

/**
 * Every row of a paged read, in order (a CSV's list): page 1 says how many pages there are, the
 * rest are asked a few at a time. Any page failing fails the whole: half a list is never given.
 */
export async function fetchAllPages<Answer extends { pagesCount: number }, Row>(
  fetchPage: (page: number) => Promise<Answer>,
  rowsOf: (answer: Answer) => readonly Row[],
): Promise<Row[]> {
  const first = await fetchPage(1);
  const rows = [...rowsOf(first)];
  for (let from = 2; from <= first.pagesCount; from += PAGES_AT_ONCE) {
    const pages = Array.from({ length: Math.min(PAGES_AT_ONCE, first.pagesCount - from + 1) }, (_, i) => from + i);
    for (const answer of await Promise.all(pages.map(fetchPage))) rows.push(...rowsOf(answer));
  }
  return rows;
}

export const idParams = (id: number) => ({ params: { path: { id } } });

/** An image file as the body: the contract declares it so; openapi-fetch must not JSON-encode it. */
export const imageBody = (id: number, file: Blob) => ({
  params: { path: { id } },
  body: file as unknown as string,
  bodySerializer: (body: unknown) => body as Blob,
  headers: { 'Content-Type': file.type },
});

/**
 * The query of one page of the owner's overview's lists (payments, instructors' days): the period,
 * its group when one is chosen, and the page only when above 1 (SPEC §7, as the admin lists send it).
 */
export const overviewListQuery = ({ from, to, group }: OverviewPeriod, page: number) => ({
  from,
  to,
  ...(group ? { group } : {}),
  ...(page > 1 ? { page } : {}),
});

/** The overview's long lists: GET with the period's query and a page, answering `pagesCount`. */
type OverviewListPath = '/admin/overview/payments' | '/admin/overview/instructor-days';
type OverviewListAnswer<Path extends OverviewListPath> =
  paths[Path]['get']['responses'][200]['content']['application/json'];

/** One page of an overview list as a screen reads it (TanStack Query's result, its data typed by the path); the server's `OverviewListQuery` is the request's query. */
export interface OverviewListPage<Answer> {
  data: Answer | undefined;
  isPending: boolean;
  isError: boolean;
  /** The data is another page's, shown until this one comes. */
  isPlaceholderData: boolean;
  /** Asks again (after a failure). */
  refetch: () => unknown;
}

/**
 * The two calls of one of the overview's long lists (issue 54, `OVERVIEW_LIST_PAGE_SIZE` a page):
 * `useList` reads one page, asked only when its table is opened (`enabled`) so the overview itself
 * stays sums, and another page keeps the shown one until it comes; `fetchAll` reads every page in
 * order, for the CSV.
 */
export function overviewListCalls<Path extends OverviewListPath, Row>(
  path: Path,
  rowsOf: (answer: OverviewListAnswer<Path>) => readonly Row[],
) {
  // openapi-react-query cannot type a call through a generic path: one of the two stands for both,
  // and the answer is typed by `Path` again below.
  const get = path as OverviewListPath as '/admin/overview/payments';
  return {
    useList: (period: OverviewPeriod, page: number, enabled: boolean): OverviewListPage<OverviewListAnswer<Path>> => {
      const query = overviewListQuery(period, page);
      return $api.useQuery(
        'get',
        get,
        { params: { query } },
        { enabled, placeholderData: keepingOtherPages(query) },
      ) as unknown as OverviewListPage<OverviewListAnswer<Path>>;
    },
    fetchAll: (period: OverviewPeriod) =>
      fetchAllPages(
        (page) =>
          unwrap(api.GET(get, { params: { query: overviewListQuery(period, page) } })) as Promise<unknown> as Promise<
            OverviewListAnswer<Path>
          >,
        rowsOf,
      ),
  };
}
