import { Agent } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { decoded, send } from './http-send.ts';

/**
 * The scale bench's rush (slot-scale.ts): bookings offered at a steady rate over at most
 * `connections` connections, each followed by the read of its day as soon as its answer came
 * (open loop, as booking.ts).
 *
 * It runs in a worker thread of its own, with only what it sends and the times it measures. In the
 * bench's main thread, which had seeded the school and read every day's slots, the client's own
 * garbage collections (scavenges of 19 and 28 ms, a full one of 13 ms in one rush) held answers
 * the server had already sent, and counted as the server's time in the booking p99 (bench/notes.md).
 */
export interface RushSlot {
  instructorId: number;
  start: string;
  date: string;
}

export interface RushOptions {
  port: number;
  connections: number;
  offeredPerSecond: number;
  seconds: number;
  warmupSeconds: number;
  /** Login tokens of students in training, taken in turn. */
  tokens: string[];
  /** What the warm-up books, and what the measured bookings book (in this order, round and round). */
  warmupPool: RushSlot[];
  measuredPool: RushSlot[];
}

export interface RushResult {
  /** Each measured booking's time from when it was due until its answer's last byte. */
  bookingTimes: number[];
  statuses: Record<string, number>;
  /** The read of the booked day right after the answer: after a booking, after a refusal. */
  afterBooked: number[];
  afterRefused: number[];
  /** Reads right after a booking that still offered the booked unit. */
  staleReads: number;
}

type Message = { measuring: true } | { over: true } | { result: RushResult };

/** Runs the rush in a worker; `onMeasuring` when the warm-up ends, `onOver` when the last answer came. */
export function runBookingRush(
  options: RushOptions,
  hooks: { onMeasuring: () => void; onOver: () => void },
): Promise<RushResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { rush: options } });
    worker.on('message', (message: Message) => {
      if ('measuring' in message) hooks.onMeasuring();
      else if ('over' in message) hooks.onOver();
      else resolve(message.result);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the booking rush's worker ended with ${code}`));
    });
  });
}

const BROWSER = { 'accept-encoding': 'br, gzip' };

async function rush(options: RushOptions, post: (message: Message) => void): Promise<RushResult> {
  const { port, connections, offeredPerSecond, seconds, warmupSeconds, tokens, warmupPool, measuredPool } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / offeredPerSecond;
  const warmup = warmupSeconds * offeredPerSecond;
  const total = warmup + seconds * offeredPerSecond;
  const bookingTimes: number[] = [];
  const statuses: Record<string, number> = {};
  const afterBooked: number[] = [];
  const afterRefused: number[] = [];
  // Checked after the run: decoding a day of 30 instructors 200 times a second would take the
  // server's CPU on this machine's two cores.
  const toCheck: { slot: RushSlot; status: number; body: Buffer; encoding: string | undefined }[] = [];
  let open = 0;
  let allSent = false;
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const measured = n >= warmup;
    if (n === warmup) post({ measuring: true });
    const token = tokens[n % tokens.length] as string;
    const slot = (
      measured ? measuredPool[(n - warmup) % measuredPool.length] : warmupPool[n % warmupPool.length]
    ) as RushSlot;
    open += 1;
    void (async () => {
      const booked = await send(
        agent,
        port,
        'POST',
        '/api/lesson/book',
        { authorization: `Bearer ${token}` },
        JSON.stringify({ instructorId: slot.instructorId, start: slot.start, units: 1 }),
      );
      const bookedMs = performance.now() - due;
      const read = await send(agent, port, 'GET', `/api/lesson/slots?date=${slot.date}`, BROWSER);
      if (measured) {
        bookingTimes.push(bookedMs);
        statuses[booked.status] = (statuses[booked.status] ?? 0) + 1;
        if (booked.status === 201) {
          afterBooked.push(read.ms);
          toCheck.push({ slot, status: read.status, body: read.body, encoding: read.encoding });
        } else afterRefused.push(read.ms);
      }
      open -= 1;
      if (allSent && open === 0) finished();
    })();
  }
  allSent = true;
  if (open > 0) await done;
  post({ over: true });
  agent.destroy();
  let staleReads = 0;
  for (const { slot, status, body, encoding } of toCheck) {
    const offered =
      status === 200 ? (JSON.parse(decoded({ status, body, encoding, ms: 0 })) as { slots: RushSlot[] }).slots : [];
    if (offered.some((each) => each.instructorId === slot.instructorId && each.start === slot.start)) staleReads += 1;
  }
  return { bookingTimes, statuses, afterBooked, afterRefused, staleReads };
}

if (!isMainThread && (workerData as { rush?: RushOptions } | null)?.rush && parentPort) {
  const port = parentPort;
  const result = await rush((workerData as { rush: RushOptions }).rush, (message) => port.postMessage(message));
  port.postMessage({ result } satisfies Message);
}
