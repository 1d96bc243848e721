import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type RemoteName, remoteUrlEnvName } from '@autoskola/federation';

const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');

describe("the README's settings", () => {
  it('name the REMOTE_<NAME>_URL of every remote, in the order of REMOTES', () => {
    const row = readme.split('\n').find((line) => line.startsWith('| `REMOTE_'));
    const named = row?.split(' | ')[0]?.match(/`[^`]+`/g);
    const expected = (Object.keys(REMOTES) as RemoteName[]).map((name) => `\`${remoteUrlEnvName(name)}\``);
    expect(named, `README.md's row of remote settings should start with: | ${expected.join(', ')} |`).toEqual(expected);
  });
});
