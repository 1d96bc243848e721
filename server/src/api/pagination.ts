export interface PageQuery {
  page?: number;
}

export interface Page {
  limit: number;
  offset: number;
  pagesCount: (total: number) => number;
}

/** A page past the end is simply empty; pagesCount is 0 when there is nothing. */
export function pageOf(query: PageQuery, pageSize: number): Page {
  const page = query.page ?? 1;
  return {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    pagesCount: (total) => Math.ceil(total / pageSize),
  };
}

/** A query that can still be limited to a page (a Drizzle select, ordered). */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** One page of an admin list and how many pages there are, read together. */
export async function pagedList<Row>(
  query: PageQuery,
  pageSize: number,
  rows: PageableQuery<Row>,
  total: () => PromiseLike<number>,
): Promise<{ rows: Row[]; pagesCount: number }> {
  const page = pageOf(query, pageSize);
  const [list, count] = await Promise.all([rows.limit(page.limit).offset(page.offset), total()]);
  return { rows: list, pagesCount: page.pagesCount(count) };
}
