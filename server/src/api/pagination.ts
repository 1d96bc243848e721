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
