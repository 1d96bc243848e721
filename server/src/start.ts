// The entry of `npm start` and of server/dist (see server/build.ts). Node's compile cache keeps
// V8's compiled code of the server's modules between starts (about a third of a warm start);
// it must be switched on before those modules load, hence this file in front of main.ts.
// NODE_COMPILE_CACHE, when set (docs/deploy.md), is Node's own switch and wins.
import module from 'node:module';
import { fileURLToPath } from 'node:url';

if (!process.env.NODE_COMPILE_CACHE) {
  module.enableCompileCache(fileURLToPath(new URL('../../node_modules/.cache/autoskola-server', import.meta.url)));
}
// The pages are rendered here with React (web/server-render.ts), whose packages choose their
// production build by NODE_ENV: without it every render ran React's development build, with its
// checks and about 13 MB more at the peak of a warm start (bench/notes.md, 2026-11-28).
process.env.NODE_ENV ??= 'production';
await import('./main.ts');
