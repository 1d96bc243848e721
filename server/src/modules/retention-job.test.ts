import type { Db } from '../db/database.ts';
import { RetentionJob, type RetentionOptions } from './retention-job.ts';

/** The job as the server starts it, with its runs recorded instead of done, on a loop that reports these utilizations. */
function jobOn(utilizations: number[], options: Partial<RetentionOptions> = {}) {
  const looks: number[] = [];
  const runs: number[] = [];
  class RecordedJob extends RetentionJob {
    override async run(): Promise<number> {
      runs.push(looks.length);
      return 0;
    }
  }
  const job = new RecordedJob({
    db: {} as Db,
    months: 24,
    modules: [],
    log: { info: () => {}, warn: () => {} },
    firstRunMs: 0,
    quiet: {
      busyAbove: 0.3,
      probeMs: 5,
      maxWaitMs: 60_000,
      utilization: async () => {
        looks.push(looks.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return utilizations[Math.min(looks.length - 1, utilizations.length - 1)] as number;
      },
    },
    ...options,
  });
  return { job, looks, runs };
}

describe('the hourly retention job', () => {
  it('waits for a quiet moment of the server before it purges', async () => {
    const { job, looks, runs } = jobOn([0.9, 0.8, 0.95, 0.1]);
    job.start();
    await vi.waitFor(() => expect(runs).toEqual([4]));
    expect(looks).toHaveLength(4);
    await job.stop();
  });

  it('does not purge after it was stopped while waiting', async () => {
    const { job, looks, runs } = jobOn([1]);
    job.start();
    await vi.waitFor(() => expect(looks.length).toBeGreaterThanOrEqual(2));
    await job.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toEqual([]);
  });
});
