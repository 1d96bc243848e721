import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import {
  BELOW_DECREE,
  belowDecree,
  DECREE_SYLLABUS,
  isDecreeSyllabus,
  type SyllabusNumbers,
  syllabusErrors,
  syllabusFor,
} from '@autoskola/rules/syllabus';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors } from '../../api/errors.ts';
import type { Db } from '../../db/database.ts';
import { syllabusOverrides } from './driving-lesson-tables.ts';

/** The school's own numbers by group; groups it never changed are missing (decision 0036). */
export async function syllabusOverridesOf(db: Db): Promise<Partial<Record<LicenceGroup, SyllabusNumbers>>> {
  const rows = await db.select().from(syllabusOverrides);
  return Object.fromEntries(
    rows.map((row) => [
      row.licenceGroup,
      { theory: row.theory, simulator: row.simulator, ground: row.ground, road: row.road, total: row.total },
    ]),
  );
}

/** The numbers readiness and progress count against for one group. */
export async function syllabusOf(db: Db, group: LicenceGroup): Promise<SyllabusNumbers> {
  const [row] = await db.select().from(syllabusOverrides).where(eq(syllabusOverrides.licenceGroup, group));
  return row
    ? { theory: row.theory, simulator: row.simulator, ground: row.ground, road: row.road, total: row.total }
    : DECREE_SYLLABUS[group];
}

const entry = (
  group: LicenceGroup,
  overrides: Partial<Record<LicenceGroup, SyllabusNumbers>>,
): Schemas['SyllabusGroup'] => ({
  group,
  numbers: syllabusFor(group, overrides),
  decree: DECREE_SYLLABUS[group],
});

export function syllabusHandlers(context: ApiContext) {
  const { db } = context.database;
  return {
    async getSyllabus(): Promise<Schemas['SyllabusList']> {
      const overrides = await syllabusOverridesOf(db);
      return { groups: LICENCE_GROUPS.map((group) => entry(group, overrides)) };
    },

    async updateSyllabus(
      request: FastifyRequest<{ Params: { group: LicenceGroup }; Body: Schemas['SyllabusNumbers'] }>,
    ): Promise<Schemas['SyllabusGroup']> {
      const { group } = request.params;
      const input = request.body;
      const errors = syllabusErrors(group, input);
      const below = belowDecree(errors);
      assertNoFieldErrors(errors as Record<string, string>, below ? BELOW_DECREE : undefined);
      if (isDecreeSyllabus(group, input)) {
        // The decree's own numbers: no row, so a later change of the built-in table reaches the school.
        await db.delete(syllabusOverrides).where(eq(syllabusOverrides.licenceGroup, group));
      } else {
        const values = { ...input, updatedAt: new Date() };
        await db
          .insert(syllabusOverrides)
          .values({ licenceGroup: group, ...values })
          .onConflictDoUpdate({ target: syllabusOverrides.licenceGroup, set: values });
      }
      return entry(group, { [group]: input });
    },
  };
}
