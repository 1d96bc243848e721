import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface QuietMomentOptions {
  /** The share of the event loop's time spent running code above which the server counts as busy. */
  busyAbove: number;
  /** How long each look at the event loop lasts. */
  probeMs: number;
  /** Waits at most this long in all: in a long rush the work still goes on, between the answers. */
  maxWaitMs: number;
  /** Stops waiting at once (the server is shutting down). */
  stopped?: () => boolean;
  /** The event loop's utilization over the next `probeMs` (tests give their own). */
  utilization?: (probeMs: number) => Promise<number>;
}

/** The busy server's default: the answers people wait for first, work nobody watches after them. */
export const BACKGROUND_WORK: QuietMomentOptions = { busyAbove: 0.3, probeMs: 100, maxWaitMs: 2000 };

async function measuredUtilization(probeMs: number): Promise<number> {
  const before = performance.eventLoopUtilization();
  await sleep(probeMs, undefined, { ref: false });
  return performance.eventLoopUtilization(before).utilization;
}

/**
 * Resolves once the event loop had a quiet moment (or after `maxWaitMs`). Background work that
 * nobody watches (the mail of a burst of bookings) waits for it, so that it does not queue
 * before the answers people are waiting for; the whole of it is then done a few seconds later.
 */
export async function quietMoment(options: QuietMomentOptions): Promise<void> {
  const measure = options.utilization ?? measuredUtilization;
  const started = performance.now();
  while (!options.stopped?.()) {
    if ((await measure(options.probeMs)) <= options.busyAbove) return;
    if (performance.now() - started >= options.maxWaitMs) return;
  }
}
