import { GroupCommit } from './group-commit.ts';

describe('GroupCommit', () => {
  it('writes a lone item in the same turn of the event loop and groups what arrives meanwhile', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const group = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => item * 10);
    });
    const first = group.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const rest = [group.add(2), group.add(3), group.add(4)];
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('groups the requests of one turn of the event loop even when the write never waits for I/O', async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      return items;
    });
    // Three requests read from their sockets one after another in the same turn.
    const results = await Promise.all(
      [1, 2, 3].map((item) => new Promise<number>((resolve) => setImmediate(() => resolve(group.add(item))))),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('fails every item of a failed batch and carries on with the next', async () => {
    let calls = 0;
    const group = new GroupCommit<string, string>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
      return items;
    });
    const failed = group.add('a');
    await expect(failed).rejects.toThrow('disk full');
    await expect(group.add('b')).resolves.toBe('b');
  });

  it('keeps batches at most maxBatch long', async () => {
    const sizes: number[] = [];
    const group = new GroupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items;
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, index) => group.add(index)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(8);
  });
});
