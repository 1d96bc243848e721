/**
 * The flags the server's Node.js process runs with (`npm start`, the tests, the deployment guide).
 * V8 takes `--liftoff-only` on the command line only, not from the running process or NODE_OPTIONS.
 *
 * - `--max-semi-space-size=8`: V8's young generation may otherwise grow to tens of MB before it
 *   is collected; loading the server's modules left over 100 MB of garbage resident. 4 MB saved
 *   another 7 MB but cost a sixth of the cached reads' throughput in garbage collections.
 * - `--liftoff-only`: keeps WebAssembly on V8's baseline compiler. The one WebAssembly the server
 *   may run is PGlite (PostgreSQL compiled to it, the embedded database until decision 0021),
 *   opened once to import a DATA_DIR from before then (db/import-pglite.ts). Without the flag V8
 *   recompiles PostgreSQL's giant functions with TurboFan in the background, which took the
 *   process to about 1 GB for a moment (decision 0016): too much for a 1 GB server on the day
 *   it is upgraded.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8'];
