/**
 * Drawing a test (decision 0020): the questions are spread over the categories in proportion to
 * their active questions (largest remainders), picked at random inside each category, and kept
 * in the categories' order, as the official exam groups its areas.
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

export function drawTest(categories: readonly BankCategory[], count: number, random: Random = Math.random): number[] {
  const shares = allocate(categories, count);
  return categories.flatMap((category, index) => sample(category.questionIds, shares[index] as number, random));
}
