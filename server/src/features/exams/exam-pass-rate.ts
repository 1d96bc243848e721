import { addDays, SCHOOL_TIME_ZONE, schoolDate } from '@autoskola/rules/calendar-dates';
import { passRateWindow, tallyAttempts } from '@autoskola/rules/exams';
import { percentOf } from '@autoskola/rules/overview';
import { TZDateMini } from '@date-fns/tz';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import { countedAttempts } from './exam-overview.ts';
import { examSettings } from './exam-tables.ts';

async function settingsOf(db: Db): Promise<Schemas['ExamSettings']> {
  const [row] = await db.select({ showPassRate: examSettings.showPassRate }).from(examSettings);
  return { showPassRate: row?.showPassRate ?? false };
}

/** The first instant of tomorrow in Bratislava: the 12-month window moves on then. */
function nextMidnight(now: Date): number {
  const [year, month, day] = addDays(schoolDate(now), 1).split('-').map(Number) as [number, number, number];
  return new TZDateMini(year, month - 1, day, 0, 0, SCHOOL_TIME_ZONE).getTime();
}

/**
 * The school's pass rate at the first attempt on the landing page (issue 54, decision 0041): its
 * switch in 'Údaje o škole' and the public read, computed from the last 12 months' first attempts.
 */
export function examPassRateHandlers({ database, publicCache }: ApiContext) {
  const { db } = database;

  return {
    async getExamSettings() {
      return { examSettings: await settingsOf(db) };
    },

    async updateExamSettings(request: FastifyRequest<{ Body: Schemas['ExamSettings'] }>) {
      const { showPassRate } = request.body;
      await db
        .insert(examSettings)
        .values({ id: 1, showPassRate })
        .onConflictDoUpdate({ target: examSettings.id, set: { showPassRate } });
      return { examSettings: await settingsOf(db) };
    },

    async getExamPassRate(request: FastifyRequest, reply: FastifyReply) {
      const now = new Date();
      // A recorded result and the switch clear the cache (x-changes-public-content); midnight moves the window.
      return publicCache.send(
        request,
        reply,
        'exam-pass-rate',
        async (): Promise<Schemas['ExamPassRate']> => {
          if (!(await settingsOf(db)).showPassRate) return { firstAttemptPercent: null };
          const attempts = await countedAttempts(db, passRateWindow(schoolDate(now)));
          const { firstPassed, firstAttempts } = tallyAttempts(attempts);
          return { firstAttemptPercent: percentOf(firstPassed, firstAttempts) };
        },
        { until: nextMidnight(now) },
      );
    },
  };
}
