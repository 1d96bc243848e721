/**
 * The flags the server's Node.js process runs with (`npm start`, the tests, the deployment guide).
 * V8 takes `--liftoff-only` on the command line only, not from the running process or NODE_OPTIONS.
 *
 * - `--liftoff-only`: PGlite's PostgreSQL is WebAssembly. V8 compiles it with its baseline
 *   compiler (Liftoff) and then, in the background, recompiles the busiest functions with its
 *   optimizing one (TurboFan); PostgreSQL's giant functions made that recompile take about 450 MB
 *   for a moment, which set the process's peak (1.0 GB on a restart). Cached public reads never reach
 *   the database, so its baseline speed is enough (docs/decisions/0016).
 * - `--max-semi-space-size=8`: V8's young generation may otherwise grow to tens of MB before it
 *   is collected; loading the server's modules left over 100 MB of garbage resident. 4 MB saved
 *   another 7 MB but cost a sixth of the cached reads' throughput in garbage collections.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8'];
