import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '@autoskola/api-client/rules';
import { demoCategories, demoOffers, demoQuestions } from '@autoskola/demo-content';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { INSTRUCTOR_ROLE, USER_ROLE } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { learningMaterialCategories, learningMaterials, offers, testQuestions, users } from '../db/schema.ts';
import { ImageStore, QUESTION_IMAGE } from '../images/image-store.ts';

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
    await db.insert(users).values({ email, passwordHash: await hashPassword(input.password), roles });
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
export async function seedDemo(db: Db, imagesRoot: string): Promise<string> {
  const { message, pictures } = await db.transaction(async (tx) => {
    const existing = (await tx.$count(offers)) + (await tx.$count(learningMaterialCategories));
    if (existing > 0)
      throw new CommandError('The database already has offers or categories; demo content was not added.');
    await tx.insert(offers).values(demoOffers);
    let materialCount = 0;
    let questionCount = 0;
    const pictures: { id: number; svg: string }[] = [];
    for (const category of demoCategories) {
      const [saved] = await tx
        .insert(learningMaterialCategories)
        .values({ name: category.name, position: category.position, active: true })
        .returning();
      if (!saved) throw new Error('insert returned no row');
      await tx
        .insert(learningMaterials)
        .values(
          category.materials.map((material, index) => ({ ...material, categoryId: saved.id, position: index + 1 })),
        );
      materialCount += category.materials.length;
      const questions = demoQuestions[category.name] ?? [];
      if (questions.length === 0) continue;
      const stored = await tx
        .insert(testQuestions)
        .values(
          questions.map(({ text, answers: [answerA, answerB, answerC], correct, points, explanation }) => ({
            text,
            categoryId: saved.id,
            answerA,
            answerB,
            answerC,
            correctAnswer: correct,
            points,
            explanation: explanation ?? null,
            imageUpdatedAt: null,
          })),
        )
        .returning({ id: testQuestions.id });
      questions.forEach((question, index) => {
        const id = stored[index]?.id;
        if (question.image && id) pictures.push({ id, svg: question.image });
      });
      questionCount += questions.length;
    }
    return {
      pictures,
      message: `Added ${demoOffers.length} offers, ${demoCategories.length} categories, ${materialCount} materials and ${questionCount} test questions.`,
    };
  });
  // The pictures are drawn by the seed itself (SVG through sharp), after the rows exist.
  const images = new ImageStore(imagesRoot, QUESTION_IMAGE);
  const sharp = pictures.length > 0 ? (await import('sharp')).default : null;
  for (const { id, svg } of pictures) {
    // Uploads are refused as SVG (scripts, external references): the seed rasterizes its own first.
    const png = await (sharp as NonNullable<typeof sharp>)(Buffer.from(svg)).png().toBuffer();
    await images.store(id, png);
    await db.update(testQuestions).set({ imageUpdatedAt: new Date() }).where(eq(testQuestions.id, id));
  }
  return message;
}
