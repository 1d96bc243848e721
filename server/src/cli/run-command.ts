import type { Db } from '../db/database.ts';
import { CommandError, changeRole, createUser, seedDemo } from './commands.ts';
import { heldMail } from './held-mail.ts';

export const COMMANDS = ['user:create', 'user:role', 'seed:demo', 'mail:held'] as const;

/**
 * Commands that change what pages show: the servers read their site config again and forget
 * their cached pages (a new instructor ends the first start's setup).
 */
export const CHANGES_CONTENT: ReadonlySet<string> = new Set(['seed:demo', 'user:create', 'user:role']);
export type CommandName = (typeof COMMANDS)[number];

export interface CommandArgs {
  email?: string;
  password?: string;
  role?: string[];
  add?: string;
  remove?: string;
  send?: boolean;
  drop?: boolean;
}

export function isCommand(name: string): name is CommandName {
  return (COMMANDS as readonly string[]).includes(name);
}

/** Where a command works: the database, and the folder of uploaded images (the demo's pictures). */
export interface CommandTarget {
  db: Db;
  imagesRoot: string;
}

/** Runs one CLI command on a database; the same code runs in the CLI or inside the server. */
export async function runCommand(
  { db, imagesRoot }: CommandTarget,
  name: CommandName,
  args: CommandArgs,
): Promise<string> {
  switch (name) {
    case 'user:create':
      if (!args.email || !args.password)
        throw new CommandError('Usage: user:create --email E --password P [--role ROLE_INSTRUCTOR]');
      return createUser(db, { email: args.email, password: args.password, roles: args.role ?? [] });
    case 'user:role':
      if (!args.email) throw new CommandError('Usage: user:role --email E (--add ROLE | --remove ROLE)');
      return changeRole(db, {
        email: args.email,
        ...(args.add ? { add: args.add } : {}),
        ...(args.remove ? { remove: args.remove } : {}),
      });
    case 'seed:demo':
      return seedDemo(db, imagesRoot);
    case 'mail:held':
      return heldMail(db, { send: args.send === true, drop: args.drop === true });
  }
}
