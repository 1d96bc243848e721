// @vitest-environment node
import { configureApi, getHealth } from '@autoskola/api-client';
import { server } from './node.ts';

describe('MSW handlers', () => {
  beforeAll(() => {
    configureApi('http://localhost/api/');
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterAll(() => server.close());

  it('answer the generated client with contract-shaped data', async () => {
    await expect(getHealth()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });
});
