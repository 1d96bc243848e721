import Fastify from 'fastify';

/**
 * The yardstick: the same framework answering a fixed small JSON with nothing in between. Each API
 * route's throughput is reported as a share of this one's, measured in the same run.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ offers: [], pagesCount: 0 }));
// The yardstick of a write: the same body read and parsed as JSON, nothing stored.
app.post('/bare', async (_request, reply) => reply.code(201).send({ message: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
