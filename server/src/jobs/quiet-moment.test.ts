import { quietMoment } from './quiet-moment.ts';

/** A server whose event loop reports these utilizations, one per look. */
function loop(utilizations: number[]) {
  const looks: number[] = [];
  return {
    looks,
    utilization: async (probeMs: number) => {
      looks.push(probeMs);
      return utilizations[Math.min(looks.length - 1, utilizations.length - 1)] as number;
    },
  };
}

describe('a quiet moment for background work', () => {
  it('comes at once when the server is idle', async () => {
    const idle = loop([0.05]);
    await quietMoment({ busyAbove: 0.5, probeMs: 25, maxWaitMs: 2000, utilization: idle.utilization });
    expect(idle.looks).toEqual([25]);
  });

  it('waits while the server is busy answering and comes with the first quiet look', async () => {
    const rush = loop([0.9, 0.95, 0.8, 0.3]);
    await quietMoment({ busyAbove: 0.5, probeMs: 25, maxWaitMs: 60_000, utilization: rush.utilization });
    expect(rush.looks).toHaveLength(4);
  });

  it('comes after its longest wait in a rush that does not end, so the work still goes on', async () => {
    const busy = loop([1]);
    const started = performance.now();
    await quietMoment({
      busyAbove: 0.5,
      probeMs: 25,
      maxWaitMs: 40,
      utilization: async (probeMs) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return busy.utilization(probeMs);
      },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    expect(busy.looks.length).toBeGreaterThanOrEqual(4);
  });

  it('stops waiting when the server stops', async () => {
    const busy = loop([1]);
    let stopping = false;
    const waiting = quietMoment({
      busyAbove: 0.5,
      probeMs: 25,
      maxWaitMs: 60_000,
      stopped: () => stopping,
      utilization: async (probeMs) => {
        if (busy.looks.length === 2) stopping = true;
        return busy.utilization(probeMs);
      },
    });
    await waiting;
    expect(busy.looks).toHaveLength(3);
  });

  it('measures the real event loop by default: busy while code runs, quiet when it waits', async () => {
    const spin = setInterval(() => {
      const until = performance.now() + 9;
      while (performance.now() < until);
    }, 10);
    const busyFor = performance.now();
    // With the loop spinning 9 ms of every 10, the look sees it busy until maxWaitMs.
    await quietMoment({ busyAbove: 0.5, probeMs: 30, maxWaitMs: 100 });
    expect(performance.now() - busyFor).toBeGreaterThanOrEqual(100);
    clearInterval(spin);
    const quietFor = performance.now();
    await quietMoment({ busyAbove: 0.5, probeMs: 30, maxWaitMs: 5000 });
    expect(performance.now() - quietFor).toBeLessThan(1000);
  });
});
