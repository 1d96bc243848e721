import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { demoInstructors, demoStudents } from '@autoskola/demo-content';
import pg from 'pg';
import * as tar from 'tar';
import { type BackupManifest, tableFile } from '../src/backup/manifest.ts';
import { callApi, type RunningServer, runCli, startServer, waitForHealth } from './process.ts';
import { freePort, TestSmtpServer } from './smtp.ts';
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

/**
 * The archive unpacked, its manifest (and files) changed by `change`, packed again as
 * `scratch/name.tar.gz`: what an attacker hands the restore.
 */
async function tamperedArchive(
  archive: string,
  scratch: string,
  name: string,
  change: (manifest: BackupManifest, dir: string) => void,
): Promise<string> {
  const dir = join(scratch, `tampered-${name}`);
  mkdirSync(dir);
  await tar.extract({ file: archive, cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  change(manifest, dir);
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const file = join(scratch, `${name}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: dir }, readdirSync(dir));
  rmSync(dir, { recursive: true, force: true });
  return file;
}

function tableOf(manifest: BackupManifest, name: string) {
  const table = manifest.tables.find((each) => each.name === name);
  if (!table) throw new Error(`no ${name} in the manifest`);
  return table;
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

interface EmptyTarget {
  env: Record<string, string>;
  /** Whether the restore wrote anything: a DATA_DIR, or a table in the database. */
  written(): Promise<boolean>;
  cleanup(): Promise<void>;
}

interface Kind {
  name: string;
  /** An empty restore target of this kind. */
  emptyTarget(scratch: string, name: string): Promise<EmptyTarget>;
  /** The source's and the restore target's settings (a DATA_DIR, or a database of its own each). */
  prepare(
    scratch: string,
  ): Promise<{ source: Record<string, string>; target: Record<string, string>; cleanup(): Promise<void> }>;
}

const kinds: Kind[] = [
  {
    name: 'embedded',
    emptyTarget: async (scratch, name) => {
      const dataDir = join(scratch, name);
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        written: async () => existsSync(dataDir),
        cleanup: async () => {},
      };
    },
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
    emptyTarget: async (scratch, name) => {
      const database = await createThrowawayPostgres(serverUrl);
      return {
        env: { DATABASE_URL: database.url, DATA_DIR: join(scratch, name) },
        written: async () => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            const { rows } = await client.query<{ count: number }>(
              "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
            );
            return (rows[0]?.count ?? 0) > 0 || existsSync(join(scratch, name));
          } finally {
            await client.end();
          }
        },
        cleanup: () => database.drop(),
      };
    },
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
      // Enough messages before the backup begins, however busy the machine (300 ms once gave 1).
      await vi.waitFor(() => expect(burst.acknowledged.length).toBeGreaterThan(10), { timeout: 30_000, interval: 50 });
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

    // The damaged archives and the signing below restore into a DATA_DIR (DATABASE_URL '') whatever
    // the source was: checks of the archive that read no database. They run once, on the embedded
    // kind (a PostgreSQL source's archive has the same format; its restores are the other tests).
    const archiveChecks = kind.name === 'embedded' ? it : it.skip;

    archiveChecks('refuses a damaged or foreign archive with a clear message and writes nothing', async () => {
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

    it('refuses a crafted manifest before writing anything: names come from the schema, not from the archive', async () => {
      // Where PostgreSQL's COPY … TO PROGRAM would leave its mark (writable by the database's user).
      const marks = mkdtempSync(join(tmpdir(), 'autoskola-marks-'));
      chmodSync(marks, 0o777);
      const program = (name: string) => `COPY (SELECT 1) TO PROGRAM 'touch ${join(marks, name)}'`;
      const cases: [string, (manifest: BackupManifest, dir: string) => void, RegExp][] = [
        [
          'column-injection',
          (manifest) => {
            const table = tableOf(manifest, 'public.contact_messages');
            const last = table.columns.length - 1;
            table.columns[last] = `${table.columns[last]}) FROM STDIN; ${program('column')}; --`;
          },
          /does not match the schema of its migration .*: the columns of public\.contact_messages are not/,
        ],
        [
          'table-injection',
          (manifest, dir) => {
            const table = tableOf(manifest, 'public.school_details');
            table.name = `public.school_details (${table.columns.join(', ')}) FROM STDIN; ${program('table')}; --`;
            const file = tableFile(table.name);
            mkdirSync(dirname(join(dir, file)), { recursive: true });
            renameSync(join(dir, table.file), join(dir, file));
            table.file = file;
          },
          /does not match the schema of its migration .*: there is no table "public\.school_details \(/,
        ],
        [
          'table-missing',
          (manifest) => {
            manifest.tables = manifest.tables.filter((table) => table.name !== 'public.offers');
          },
          /does not match the schema of its migration .*: it has no rows for public\.offers/,
        ],
        [
          'columns-reordered',
          (manifest) => {
            const table = tableOf(manifest, 'public.users');
            table.columns = [...table.columns.slice(1, 2), ...table.columns.slice(0, 1), ...table.columns.slice(2)];
          },
          /the columns of public\.users are not \(id, email, /,
        ],
        [
          'rows-miscounted',
          (manifest) => {
            tableOf(manifest, 'public.users').rows += 1;
          },
          /damaged: database\/public\.users\.copy holds (\d+) rows, its manifest says \d+/,
        ],
        [
          'sequence-unknown',
          (manifest) => {
            const [sequence] = manifest.sequences;
            if (sequence) sequence.name = 'pg_catalog.pg_class';
          },
          /there is no sequence "pg_catalog\.pg_class"/,
        ],
        [
          'wrong-kinds',
          (manifest) => {
            (tableOf(manifest, 'public.users') as { rows: unknown }).rows = '12';
          },
          /damaged: its manifest\.json is incomplete or has values of the wrong kind/,
        ],
      ];
      try {
        for (const [name, change, message] of cases) {
          const file = await tamperedArchive(archive, scratch, name, change);
          const target = await kind.emptyTarget(scratch, `crafted-${name}`);
          try {
            const refused = await runBackupCli(target.env, 'restore', file);
            expect(refused.output, name).toMatch(message);
            expect(refused.status, name).toBe(1);
            expect(await target.written(), name).toBe(false);
            expect(readdirSync(marks), name).toEqual([]);
          } finally {
            await target.cleanup();
          }
        }
      } finally {
        rmSync(marks, { recursive: true, force: true });
      }
    }, 180_000);

    archiveChecks(
      'signs archives with BACKUP_KEY; with it set, restore refuses an unsigned or wrongly signed one',
      async () => {
        const signed = join(scratch, 'backups', 'signed.tar.gz');
        const backup = await runBackupCli({ ...prepared.source, BACKUP_KEY: 'klúč školy' }, 'backup', '--out', signed);
        expect(backup.status, backup.output).toBe(0);
        const listed: string[] = [];
        await tar.list({ file: signed, onReadEntry: (entry) => listed.push(entry.path) });
        expect(listed).toContain('manifest.sig');
        const forged = await tamperedArchive(signed, scratch, 'forged', (manifest) => {
          tableOf(manifest, 'public.users').rows += 1;
        });

        const refusals: [string, string, Record<string, string>, RegExp][] = [
          ['unsigned', archive, { BACKUP_KEY: 'klúč školy' }, /The backup is not signed .* BACKUP_KEY is set/],
          ['another key', signed, { BACKUP_KEY: 'iný kľúč' }, /signature does not match BACKUP_KEY/],
          ['manifest changed', forged, { BACKUP_KEY: 'klúč školy' }, /signature does not match BACKUP_KEY/],
        ];
        for (const [name, file, env, message] of refusals) {
          const target = join(scratch, `signed-${name}`);
          const refused = await runBackupCli({ ...env, DATABASE_URL: '', DATA_DIR: target }, 'restore', file);
          expect(refused.output, name).toMatch(message);
          expect(refused.status, name).toBe(1);
          expect(existsSync(target), name).toBe(false);
        }

        const withKey = await runBackupCli(
          { BACKUP_KEY: 'klúč školy', DATABASE_URL: '', DATA_DIR: join(scratch, 'signed-ok') },
          'restore',
          signed,
        );
        expect(withKey.status, withKey.output).toBe(0);
        expect(withKey.output).not.toContain('Note:');
        const withoutKey = await runBackupCli(
          { DATABASE_URL: '', DATA_DIR: join(scratch, 'signed-unchecked') },
          'restore',
          signed,
        );
        expect(withoutKey.status, withoutKey.output).toBe(0);
        expect(withoutKey.output).toContain('Note: the backup is signed, but BACKUP_KEY is not set here');
        // Unsigned, without a key: as before.
        const plain = await runBackupCli(
          { DATABASE_URL: '', DATA_DIR: join(scratch, 'unsigned-ok') },
          'restore',
          archive,
        );
        expect(plain.status, plain.output).toBe(0);
      },
      180_000,
    );

    it('holds the mail that was waiting in the snapshot until it is released, and then sends it with a working link', async () => {
      const jwt = { JWT_SECRET: 'one-secret-for-both-servers-0123456789-0123456789' };
      // The source's mail server is down: the reset e-mail waits in the outbox when the backup is taken.
      const source = startServer(
        { ...prepared.source, ...jwt, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
        await freePort(),
      );
      running.push(source);
      await waitForHealth(source);
      const instructor = `zaloha-${kind.name}@autoskola.sk`;
      const asked = await callApi(source, 'auth/password-reset', {
        method: 'POST',
        body: JSON.stringify({ email: instructor }),
      });
      expect(asked.status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const withMail = join(scratch, 'backups', 'with-mail.tar.gz');
      expect((await runBackupCli({ ...prepared.source, ...jwt }, 'backup', '--out', withMail)).status).toBe(0);
      source.child.kill('SIGTERM');
      await source.exited;

      const target = await kind.emptyTarget(scratch, 'with-mail');
      const smtp = new TestSmtpServer();
      try {
        const restore = await runBackupCli(target.env, 'restore', withMail);
        expect(restore.status, restore.output).toBe(0);
        const held = Number(
          /(\d+) e-mails were waiting to be sent when the backup was taken/.exec(restore.output)?.[1],
        );
        expect(held, restore.output).toBeGreaterThan(0);
        expect(restore.output).toContain('npm run mail:held -- --send');

        const env = { ...target.env, ...jwt, SMTP_URL: `smtp://127.0.0.1:${await smtp.start()}` };
        const restored = startServer(env, await freePort());
        running.push(restored);
        await waitForHealth(restored);
        // Longer than the outbox's poll: nothing goes out by itself.
        await new Promise((resolve) => setTimeout(resolve, 6000));
        // (What the restored server's own jobs find due, e.g. payment reminders, it sends: that is not held mail.)
        expect(smtp.received.filter((mail) => mail.to.includes(instructor))).toEqual([]);
        // The snapshot's mail, and the reminders the restored server's jobs made meanwhile (the demo
        // school's lessons of tomorrow, say): all held until the decision.
        const listed = /^(\d+) e-mails are held \((\d+) restored\)/.exec(runCli(env, 'mail:held').output);
        expect(Number(listed?.[1])).toBeGreaterThanOrEqual(held);
        expect(listed?.[2]).toBe(listed?.[1]);

        const released = runCli(env, 'mail:held', '--send');
        expect(Number(/^Released (\d+) held e-mails/.exec(released.output)?.[1])).toBe(Number(listed?.[1]));
        for (let tries = 0; tries < 100 && !smtp.received.some((mail) => mail.to.includes(instructor)); tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const mail = smtp.received.find((each) => each.to.includes(instructor));
        const token = /obnovenie-hesla#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
        expect(token).toMatch(/^[\w-]{43}$/);
        const reset = await callApi(restored, 'auth/password-reset/confirm', {
          method: 'POST',
          body: JSON.stringify({ token, password: 'nove-heslo-123' }),
        });
        expect(reset.status).toBe(200);
        restored.child.kill('SIGTERM');
        expect(await restored.exited).toBe(0);
      } finally {
        await smtp.stop();
        await target.cleanup();
      }
    }, 180_000);
  });
}
