// Development: the shell and every remote on their Vite dev servers (hot reload), composed at
// http://localhost:5173, calling the real server (`npm run dev`) or the Prism mock of
// openapi.yaml (`npm run dev:mock`). To work on one remote alone: `npm run dev -w mf-public`.
import concurrently from 'concurrently';
import { REMOTE_DIRS } from './remotes.ts';

const mock = process.argv.includes('--mock');
const PRISM_PORT = 4010;

const api = mock
  ? { name: 'prism', command: `npx prism mock openapi.yaml --host 127.0.0.1 --port ${PRISM_PORT}` }
  : {
      name: 'server',
      command:
        'node --liftoff-only --max-semi-space-size=8 --heap-growing-percent=50 --concurrent-marking-max-worker-num=1 --env-file-if-exists=.env server/src/main.ts',
    };

const env = {
  API_PROXY_TARGET: mock ? `http://127.0.0.1:${PRISM_PORT}` : `http://localhost:${process.env.PORT ?? 3000}`,
  // Prism serves the contract's paths without the /api prefix.
  API_PROXY_STRIP_PREFIX: mock ? 'true' : 'false',
  MF_COMPOSED_DEV: 'true',
};

const { result } = concurrently(
  [
    api,
    ...[...REMOTE_DIRS, 'shell'].map((app) => ({
      name: app,
      command: `npm run dev -w ${app}`,
      env,
    })),
  ],
  {
    killOthersOn: ['failure', 'success'],
    prefixColors: ['blue', 'green', 'magenta', 'cyan', 'yellow', 'gray', 'white'],
  },
);

result.catch(() => process.exit(1));
