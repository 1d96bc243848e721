import { allocate, allocateWithFixed, drawTest, sample } from './draw.ts';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const bank = (...sizes: number[]) =>
  sizes.map((size, index) => ({
    id: index + 1,
    questionIds: Array.from({ length: size }, (_, i) => (index + 1) * 100 + i),
  }));

describe('drawing a test', () => {
  it('spreads the questions over the categories in proportion to their size', () => {
    expect(allocate(bank(20, 10, 10), 20)).toEqual([10, 5, 5]);
    // 40 of 7 + 5 + 3 = 15 is all of them.
    expect(allocate(bank(7, 5, 3), 40)).toEqual([7, 5, 3]);
    // Largest remainders: 10 × (5, 3, 2) / 10 → 5, 3, 2 exactly; 4 → 2, 1.2, 0.8 → 2, 1, 1.
    expect(allocate(bank(5, 3, 2), 4)).toEqual([2, 1, 1]);
    expect(allocate(bank(), 40)).toEqual([]);
    expect(allocate(bank(0, 4), 2)).toEqual([0, 2]);
  });

  it('takes the fixed numbers the school set first and spreads the rest over the other categories', () => {
    // 20 questions: 8 from the first category, the other 12 over 10 + 10.
    expect(allocateWithFixed(bank(20, 10, 10), 20, new Map([[1, 8]]))).toEqual([8, 6, 6]);
    // A category cannot give more than it has; a zero leaves it out.
    expect(
      allocateWithFixed(
        bank(3, 10, 10),
        10,
        new Map([
          [1, 5],
          [3, 0],
        ]),
      ),
    ).toEqual([3, 7, 0]);
    // All fixed: the test is as long as their sum.
    expect(
      allocateWithFixed(
        bank(5, 5),
        40,
        new Map([
          [1, 2],
          [2, 3],
        ]),
      ),
    ).toEqual([2, 3]);
  });

  it('always draws the requested number of distinct questions, grouped by category', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const drawn = drawTest(bank(9, 4, 1), 10, seeded(seed));
      expect(drawn).toHaveLength(10);
      expect(new Set(drawn).size).toBe(10);
      const categories = drawn.map((id) => Math.floor(id / 100));
      expect(categories).toEqual([...categories].sort());
    }
  });

  it('samples without repeating and never more than there is', () => {
    expect(sample([1, 2, 3], 5, seeded(3)).sort()).toEqual([1, 2, 3]);
    expect(new Set(sample([1, 2, 3, 4, 5, 6], 4, seeded(9))).size).toBe(4);
  });
});
