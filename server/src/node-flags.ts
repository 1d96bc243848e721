/**
 * The flags the server's Node.js process runs with (`npm start`, the tests, the deployment guide).
 * V8 takes `--liftoff-only` on the command line only, not from the running process or NODE_OPTIONS.
 *
 * - `--max-semi-space-size=8`: V8's young generation may otherwise grow to tens of MB before it
 *   is collected; loading the server's modules left over 100 MB of garbage resident. 4 MB saved
 *   another 7 MB but cost a sixth of the cached reads' throughput in garbage collections.
 * - `--heap-growing-percent=50`: after each full collection V8 lets the old generation grow to
 *   1.5 times what survived, not up to 4 times, and it keeps what it grew to: after a rush of
 *   bookings (30 instructors, 200 a second) the process held 290 MB, 125 MB of it V8's heap with
 *   40 MB alive. With the flag: 180 MB, the heap about 70 MB (bench/notes.md, issue 52).
 * - `--concurrent-marking-max-worker-num=1`: a full collection's marking runs on one helper thread
 *   beside the main one, not on up to four. On two cores those threads took the CPU the answers and
 *   PostgreSQL needed: booking p99 at 30 instructors lower in each of 23 alternated pairs of runs
 *   (median about 21 ms against 32), for 3–8 MB more after the rush (decision 0046).
 * - `--liftoff-only`: keeps WebAssembly on V8's baseline compiler. The one WebAssembly the server
 *   may run is PGlite (PostgreSQL compiled to it, the embedded database until decision 0021),
 *   opened once to import a DATA_DIR from before then (db/import-pglite.ts). Without the flag V8
 *   recompiles PostgreSQL's giant functions with TurboFan in the background, which took the
 *   process to about 1 GB for a moment (decision 0016): too much for a 1 GB server on the day
 *   it is upgraded.
 */
export const SERVER_NODE_FLAGS = [
  '--liftoff-only',
  '--max-semi-space-size=8',
  '--heap-growing-percent=50',
  '--concurrent-marking-max-worker-num=1',
];
