export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** SPEC §9: first and last page, two siblings each side of the current one, ellipses between. */
export function pageItems(current: number, pagesCount: number, siblings = 2): PageItem[] {
  if (pagesCount <= 1) return [];
  const from = Math.max(2, current - siblings);
  const to = Math.min(pagesCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < pagesCount - 1) items.push('ellipsis-end');
  items.push(pagesCount);
  return items;
}

/** A page number from the address; anything that is not a whole number from 1 up means page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
