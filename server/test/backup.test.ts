import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoInstructors, demoStudents } from '@autoskola/demo-content';
import * as tar from 'tar';
import type { BackupManifest } from '../src/backup/manifest.ts';
import { callApi, type RunningServer, runCli, startServer, waitForHealth } from './process.ts';
import { freePort } from './smtp.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

const backupEntry = join(import.meta.dirname, '../src/backup/main.ts');
const PARALLEL = 8;

/** `npm run backup` / `npm run restore`, without blocking the event loop (the burst goes on meanwhile). */
function runBackupCli(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [backupEntry, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (status) => resolve({ status, output }));
  });
}

async function login(server: RunningServer, email: string): Promise<string | undefined> {
  const response = await callApi(server, 'auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'heslo123' }),
  });
  return ((await response.json()) as { token?: string }).token;
}

/** Contact messages, PARALLEL at a time, until `stop()`; each acknowledged one with the time its answer came. */
function contactBurst(server: RunningServer) {
  const acknowledged: { message: string; at: number }[] = [];
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped) {
      const message = `Správa počas zálohy č. ${next++}`;
      const response = await callApi(server, 'contact-form/add', {
        method: 'POST',
        body: JSON.stringify({ firstname: 'Záloha', lastname: 'Test', email: 'zaloha@example.sk', phone: '', message }),
      });
      if (response.status === 201 || response.status === 200) acknowledged.push({ message, at: Date.now() });
    }
  };
  const running = Promise.all(Array.from({ length: PARALLEL }, worker));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

function manifestOf(archive: string): BackupManifest {
  const dir = mkdtempSync(join(tmpdir(), 'autoskola-manifest-'));
  try {
    tar.extract({ file: archive, cwd: dir, sync: true }, ['manifest.json']);
    return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Kind {
  name: string;
  /** The source's and the restore target's settings (a DATA_DIR, or a database of its own each). */
  prepare(
    scratch: string,
  ): Promise<{ source: Record<string, string>; target: Record<string, string>; cleanup(): Promise<void> }>;
}

const kinds: Kind[] = [
  {
    name: 'embedded',
    prepare: async (scratch) => ({
      source: { DATA_DIR: join(scratch, 'data') },
      target: { DATA_DIR: join(scratch, 'restored') },
      cleanup: async () => {},
    }),
  },
];
if (process.env.TEST_DATABASE_URL) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  kinds.push({
    name: 'postgres',
    prepare: async (scratch) => {
      const [source, target] = await Promise.all([
        createThrowawayPostgres(serverUrl),
        createThrowawayPostgres(serverUrl),
      ]);
      return {
        source: { DATABASE_URL: source.url, DATA_DIR: join(scratch, 'data') },
        target: { DATABASE_URL: target.url, DATA_DIR: join(scratch, 'restored') },
        cleanup: async () => {
          await Promise.all([source.drop(), target.drop()]);
        },
      };
    },
  });
}

for (const kind of kinds) {
  describe(`online backup and restore [${kind.name}]`, () => {
    let scratch: string;
    let prepared: Awaited<ReturnType<Kind['prepare']>>;
    let archive: string;
    const running: RunningServer[] = [];

    beforeAll(async () => {
      scratch = mkdtempSync(join(tmpdir(), 'autoskola-backup-'));
      prepared = await kind.prepare(scratch);
      archive = join(scratch, 'backups', 'nightly.tar.gz');
    });
    afterAll(async () => {
      for (const server of running) {
        if (server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      await prepared.cleanup();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('backs up while the server takes contact messages; the restored site has every message acknowledged before, every image and its logins', async () => {
      const env = { ...prepared.source, RATE_LIMIT_CONTACT: '100000/1m', PAGE_SIZE: '1000' };
      const server = startServer(env, await freePort());
      running.push(server);
      await waitForHealth(server);
      const instructor = `zaloha-${kind.name}@autoskola.sk`;
      const student = `student-${kind.name}@autoskola.sk`;
      expect(
        runCli(env, 'user:create', '--email', instructor, '--password', 'heslo123', '--role', 'ROLE_INSTRUCTOR').status,
      ).toBe(0);
      expect(runCli(env, 'user:create', '--email', student, '--password', 'heslo123').status).toBe(0);
      expect(runCli(env, 'seed:demo').status).toBe(0);

      const burst = contactBurst(server);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const began = Date.now();
      const backup = await runBackupCli(env, 'backup', '--out', archive);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await burst.stop();
      expect(backup.output).toMatch(/^Backed up \d+ rows in \d+ tables and \d+ images/);
      expect(backup.status).toBe(0);
      const before = burst.acknowledged.filter((each) => each.at < began).map((each) => each.message);
      expect(before.length).toBeGreaterThan(10);
      // Writes went on during the backup: the burst was not stopped by it.
      expect(burst.acknowledged.filter((each) => each.at > began).length).toBeGreaterThan(0);

      const manifest = manifestOf(archive);
      expect(manifest.product).toBe('autoskola');
      expect(manifest.images.length).toBeGreaterThan(0);
      // The two accounts made here and the demo's instructors and students.
      expect(manifest.tables.find((table) => table.name === 'public.users')?.rows).toBe(
        2 + demoInstructors.length + demoStudents.length,
      );
      expect(manifest.database.migrations[0]).toBe('0000_initial');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const restore = await runBackupCli(prepared.target, 'restore', archive);
      expect(restore.output).toContain('Restored');
      expect(restore.status).toBe(0);

      // One page holds every message, however many the burst sent while the backup ran.
      const restored = startServer({ ...prepared.target, PAGE_SIZE: '1000000' }, await freePort());
      running.push(restored);
      await waitForHealth(restored);
      const token = await login(restored, instructor);
      expect(token).toBeTruthy();
      expect(await login(restored, student)).toBeTruthy();
      const list = await callApi(restored, 'admin/contact-form/list', { token });
      const stored = ((await list.json()) as { contactForms: { message: string }[] }).contactForms.map(
        (form) => form.message,
      );
      expect(before.filter((message) => !stored.includes(message))).toEqual([]);
      const messages = manifest.tables.find((table) => table.name === 'public.contact_messages');
      expect(stored.length).toBe(messages?.rows);

      for (const image of manifest.images) {
        const response = await fetch(`http://127.0.0.1:${restored.port}/${image.file}`);
        expect(response.status, image.file).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBe(image.bytes);
      }
      // New rows get new ids: the sequences came along.
      const added = await callApi(restored, 'contact-form/add', {
        method: 'POST',
        body: JSON.stringify({
          firstname: 'Po',
          lastname: 'Obnove',
          email: 'po@example.sk',
          phone: '',
          message: 'Po obnove',
        }),
      });
      expect(added.status).toBe(201);
      restored.child.kill('SIGTERM');
      expect(await restored.exited).toBe(0);
    }, 180_000);

    it('refuses a target that is not empty, and writes nothing', async () => {
      if (kind.name === 'embedded') {
        const full = join(scratch, 'full');
        mkdirSync(full);
        writeFileSync(join(full, 'keep.txt'), 'data of another site');
        const refused = await runBackupCli({ DATA_DIR: full }, 'restore', archive);
        expect(refused.status).toBe(1);
        expect(refused.output).toContain('is not empty');
        expect(readdirSync(full)).toEqual(['keep.txt']);
      } else {
        // The database restored by the test above now holds the school.
        const refused = await runBackupCli(
          { ...prepared.target, DATA_DIR: join(scratch, 'other') },
          'restore',
          archive,
        );
        expect(refused.status).toBe(1);
        expect(refused.output).toContain('is not empty');
      }
    });

    it('refuses a damaged or foreign archive with a clear message and writes nothing', async () => {
      const target = join(scratch, 'never');
      const bytes = readFileSync(archive);
      const cases: [string, Buffer | string, RegExp][] = [
        ['cut short', bytes.subarray(0, Math.floor(bytes.length / 2)), /is not a backup archive, or it is damaged/],
        ['not an archive', 'just some text\n', /is not a backup archive, or it is damaged/],
      ];
      // An archive of something else: a tar.gz without our manifest.
      const foreignDir = join(scratch, 'foreign');
      mkdirSync(foreignDir);
      writeFileSync(join(foreignDir, 'photo.jpg'), 'not ours');
      await tar.create({ gzip: true, file: join(scratch, 'foreign.tar.gz'), cwd: foreignDir }, ['photo.jpg']);
      cases.push(['foreign', readFileSync(join(scratch, 'foreign.tar.gz')), /not a backup of this product/]);
      // Ours, with one table's rows changed after it was written.
      const tampered = join(scratch, 'tampered');
      mkdirSync(tampered);
      await tar.extract({ file: archive, cwd: tampered });
      const users = join(tampered, 'database', 'public.users.copy');
      writeFileSync(users, readFileSync(users, 'utf8').replace('ROLE_USER', 'ROLE_INSTRUCTOR'));
      await tar.create({ gzip: true, file: join(scratch, 'tampered.tar.gz'), cwd: tampered }, readdirSync(tampered));
      cases.push([
        'tampered',
        readFileSync(join(scratch, 'tampered.tar.gz')),
        /damaged: database\/public\.users\.copy does not match its checksum/,
      ]);

      for (const [name, content, message] of cases) {
        const file = join(scratch, `${name}.bad`);
        writeFileSync(file, content);
        const refused = await runBackupCli({ ...prepared.target, DATABASE_URL: '', DATA_DIR: target }, 'restore', file);
        expect(refused.output, name).toMatch(message);
        expect(refused.status, name).toBe(1);
        expect(existsSync(target), name).toBe(false);
        // Nothing left beside it either (the folder it unpacks into is removed).
        expect(
          readdirSync(scratch).filter((entry) => entry.startsWith('.autoskola-restore-')),
          name,
        ).toEqual([]);
      }
    });
  });
}
