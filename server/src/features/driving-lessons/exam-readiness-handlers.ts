import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../api/context.ts';
import { notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { readinessOf } from './exam-readiness.ts';
import { studentApplicationOf } from './trainings.ts';

type IdParams = { id: number };

export function examReadinessHandlers({ database }: ApiContext) {
  const { db } = database;
  return {
    async getMyExamReadiness(request: FastifyRequest) {
      const applicationId = await studentApplicationOf(db, currentUser(request).id);
      return { readiness: applicationId === null ? null : await readinessOf(db, applicationId) };
    },

    async getExamReadiness(request: FastifyRequest<{ Params: IdParams }>) {
      const readiness = await readinessOf(db, request.params.id);
      if (!readiness) throw notFound();
      return readiness;
    },
  };
}
