import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export interface ApiDeps {
  database: Database;
}

/** Every operation of openapi.yaml lives under /api/. */
export async function registerApi(app: FastifyInstance, { database }: ApiDeps): Promise<void> {
  await app.register(
    async (api) => {
      api.get('/health', async (_request, reply) => {
        try {
          await database.ping();
          return { status: 'ok', database: 'ok' };
        } catch (error) {
          api.log.error(error);
          return reply.code(503).send({ message: 'Databáza je nedostupná.' });
        }
      });
    },
    { prefix: '/api' },
  );
}
