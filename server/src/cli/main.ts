// The command line: `npm run user:create -- --email E --password P [--role ROLE_INSTRUCTOR]`,
// `npm run user:role -- --email E --add ROLE_INSTRUCTOR` (or --remove), `npm run seed:demo`,
// `npm run mail:held [-- --send | --drop]`.
// Works whether the server runs or not.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { CommandError } from './commands.ts';
import { sendToRunningServer } from './control-client.ts';
import { CHANGES_CONTENT, COMMANDS, type CommandArgs, isCommand, runCommand } from './run-command.ts';

const [name = '', ...rest] = process.argv.slice(2);
if (!isCommand(name)) {
  console.error(`Unknown command "${name}". Commands: ${COMMANDS.join(', ')}`);
  process.exit(2);
}

const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', multiple: true },
    add: { type: 'string' },
    remove: { type: 'string' },
    send: { type: 'boolean' },
    drop: { type: 'boolean' },
  },
  strict: true,
});
const args: CommandArgs = values;
const config = loadConfig();

async function run(): Promise<string> {
  try {
    const database = await openDatabase(config);
    try {
      const message = await runCommand(
        { db: database.db, imagesRoot: config.uploadDir },
        name as (typeof COMMANDS)[number],
        args,
      );
      // Running servers on the same PostgreSQL hear this and forget their cached public reads.
      if (CHANGES_CONTENT.has(name)) await database.broadcastContentChange();
      return message;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The running server holds DATA_DIR: let it run the command.
    const answer = await sendToRunningServer(config.dataDir, name, args);
    if (!answer.ok) throw new CommandError(answer.message);
    return answer.message;
  }
}

try {
  console.log(await run());
} catch (error) {
  console.error(error instanceof CommandError ? error.message : error);
  process.exit(1);
}
