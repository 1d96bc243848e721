import { MIN_PASSWORD_LENGTH } from '@autoskola/rules/accounts';
import { EMAIL_PATTERN } from '@autoskola/rules/contact-details';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { INSTRUCTOR_ROLE, USER_ROLE } from '../auth/tokens.ts';
import { users } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { featureModules } from '../features/index.ts';
import { DemoRefusedError, seedDemoContent } from '../modules/demo-seed.ts';
import type { FeatureModule } from '../modules/feature-module.ts';

export const KNOWN_ROLES = [USER_ROLE, INSTRUCTOR_ROLE];

export class CommandError extends Error {}

export interface CreateUserInput {
  email: string;
  password: string;
  roles?: string[];
}

export async function createUser(db: Db, input: CreateUserInput): Promise<string> {
  const email = input.email.trim();
  if (!EMAIL_PATTERN.test(email)) throw new CommandError(`Not a valid e-mail address: ${input.email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new CommandError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  const roles = [...new Set([USER_ROLE, ...(input.roles ?? [])])];
  const unknown = roles.filter((role) => !KNOWN_ROLES.includes(role));
  if (unknown.length > 0) throw new CommandError(`Unknown role: ${unknown.join(', ')}`);
  try {
    // Made by whoever runs the server: the address counts as proven (decision 0033).
    await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(input.password), roles, emailVerifiedAt: new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CommandError(`A user with the e-mail ${email} already exists.`);
    throw error;
  }
  return `Created ${email} with roles ${roles.join(', ')}.`;
}

export async function changeRole(db: Db, input: { email: string; add?: string; remove?: string }): Promise<string> {
  const role = input.add ?? input.remove;
  if (!role || (input.add && input.remove)) throw new CommandError('Give exactly one of --add ROLE or --remove ROLE.');
  if (!KNOWN_ROLES.includes(role)) throw new CommandError(`Unknown role: ${role}`);
  if (input.remove === USER_ROLE) throw new CommandError('ROLE_USER cannot be removed.');
  // One statement: concurrent role changes of the same user cannot lose each other.
  const [row] = await db
    .update(users)
    .set({
      roles: input.add
        ? sql`(SELECT array_agg(DISTINCT r ORDER BY r) FROM unnest(array_append(${users.roles}, ${role})) AS r)`
        : sql`array_remove(${users.roles}, ${role})`,
    })
    .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()))
    .returning({ email: users.email, roles: users.roles });
  if (!row) throw new CommandError(`No user with the e-mail ${input.email}.`);
  return `${row.email} now has roles ${row.roles.join(', ')}.`;
}

/** Fills an empty database with a believable driving school; refuses to touch existing content. */
export async function seedDemo(
  db: Db,
  imagesRoot: string,
  modules: readonly FeatureModule[] = featureModules,
): Promise<string> {
  try {
    return await seedDemoContent(db, imagesRoot, modules);
  } catch (error) {
    if (error instanceof DemoRefusedError) throw new CommandError(error.message);
    throw error;
  }
}
