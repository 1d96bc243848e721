import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the server process flags', () => {
  it.each([
    ['npm start', JSON.parse(read('package.json')).scripts.start as string],
    ['npm run serve', JSON.parse(read('package.json')).scripts.serve as string],
    ["the server package's start script", JSON.parse(read('server/package.json')).scripts.start as string],
    ['npm run dev', read('scripts/dev.ts')],
    ["the deployment guide's systemd unit", /^ExecStart=.*$/m.exec(read('docs/deploy.md'))?.[0] ?? ''],
  ])('are passed by %s', (_where, command) => {
    expect(command).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} `);
  });
});
