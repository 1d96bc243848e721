import { schoolDetailsErrors, trimmedSchoolDetails } from '@autoskola/rules/school-details';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors } from '../../api/errors.ts';
import { mapEmbedOrigins } from '../../config.ts';
import type { Handlers } from '../../modules/feature-module.ts';
import { readSchoolDetails, saveSchoolDetails } from './school-details-store.ts';

/** 'Údaje o škole': every page shows them once saved (x-changes-public-content refreshes the site config). */
export function schoolDetailsHandlers({ database: { db }, config }: ApiContext): Handlers {
  return {
    async getSchoolDetails() {
      return { school: await readSchoolDetails(db, config) };
    },
    async updateSchoolDetails(request: FastifyRequest<{ Body: Schemas['SchoolDetailsInput'] }>) {
      assertNoFieldErrors(schoolDetailsErrors(request.body, { mapOrigins: mapEmbedOrigins(config) }));
      const details = trimmedSchoolDetails(request.body);
      await saveSchoolDetails(db, details);
      return { school: details };
    },
  };
}
