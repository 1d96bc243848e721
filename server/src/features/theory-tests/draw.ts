/**
 * Drawing a test (decision 0020): categories the school gave a fixed number contribute that many
 * (or all they have); the rest of the test is spread over the other categories in proportion to
 * their active questions (largest remainders). Questions are picked at random inside each
 * category and kept in the categories' order, as the official exam groups its areas.
 */
export interface BankCategory {
  id: number;
  questionIds: readonly number[];
}

export type Random = () => number;

/** How many questions each category gives to a test of `count` questions. */
export function allocate(categories: readonly BankCategory[], count: number): number[] {
  const total = categories.reduce((sum, category) => sum + category.questionIds.length, 0);
  const wanted = Math.min(count, total);
  if (wanted === 0) return categories.map(() => 0);
  const exact = categories.map((category) => (category.questionIds.length * wanted) / total);
  const shares = exact.map(Math.floor);
  let left = wanted - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    const category = categories[index] as BankCategory;
    if ((shares[index] as number) < category.questionIds.length) {
      shares[index] = (shares[index] as number) + 1;
      left -= 1;
    }
  }
  return shares;
}

/** `count` distinct items of `items` in random order (a partial Fisher–Yates shuffle). */
export function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  const size = Math.min(count, pool.length);
  for (let index = 0; index < size; index += 1) {
    const pick = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[pick]] = [pool[pick] as T, pool[index] as T];
  }
  return pool.slice(0, size);
}

/** `allocate`, with the categories named in `fixed` giving their set number first. */
export function allocateWithFixed(
  categories: readonly BankCategory[],
  count: number,
  fixed: ReadonlyMap<number, number>,
): number[] {
  const shares = categories.map((category) =>
    fixed.has(category.id) ? Math.min(fixed.get(category.id) as number, category.questionIds.length) : 0,
  );
  const taken = shares.reduce((sum, share) => sum + share, 0);
  const free = categories.filter((category) => !fixed.has(category.id));
  const freeShares = allocate(free, Math.max(0, count - taken));
  return categories.map((category, index) =>
    fixed.has(category.id) ? (shares[index] as number) : (freeShares[free.indexOf(category)] as number),
  );
}

export function drawTest(
  categories: readonly BankCategory[],
  count: number,
  random: Random = Math.random,
  fixed: ReadonlyMap<number, number> = new Map(),
): number[] {
  const shares = allocateWithFixed(categories, count, fixed);
  return categories.flatMap((category, index) => sample(category.questionIds, shares[index] as number, random));
}
