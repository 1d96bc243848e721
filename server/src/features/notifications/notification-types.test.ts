import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import YAML from 'yaml';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { spec } from '../../contract/spec.ts';
import { featureModules } from '../index.ts';

const CONTRACT_DIR = join(import.meta.dirname, '../../../../contract');
type SchemaFile = { components?: { schemas?: Record<string, { enum?: string[] }> } };
const schemasOf = (feature: string) =>
  (YAML.parse(readFileSync(join(CONTRACT_DIR, `${feature}.yaml`), 'utf8')) as SchemaFile).components?.schemas ?? {};

// The contract's NotificationType is any text: each feature declares its types in its own contract
// file (`<Feature>NotificationType`) and in its module; the server accepts the modules' types only.
describe("the features' notification types", () => {
  it('are declared by each feature in its module and its own contract file alike, each by one feature', () => {
    const shared = (spec.components.schemas as Record<string, { enum?: unknown }>).NotificationType;
    expect(shared?.enum).toBeUndefined();
    const senders = featureModules.filter((module) => module.notifications);
    expect(senders.length).toBeGreaterThan(0);
    const owner = new Map<string, string>();
    for (const { name, notifications = [] } of senders) {
      const schema = featureSchemaName(name, 'notifications');
      const types = notifications.map((notification) => notification.type);
      expect(schemasOf(name)[schema]?.enum, `contract/${name}.yaml's ${schema}`).toEqual(types);
      for (const type of types) {
        expect(owner.get(type), `${type} of ${name}`).toBeUndefined();
        owner.set(type, name);
      }
    }
  });
});

describeEachDatabase('a notification type no feature declares', (database) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('is refused with 400, as the enum refused it, and stores nothing', async () => {
    const before = (await api.call('GET /admin/user-notification/all', { token })).json();
    for (const operation of ['POST /admin/user-notification/add/{type}', 'DELETE /admin/user-notification/{type}']) {
      const response = await api.call(operation, { token, params: { type: 'somethingElse' } });
      expect(response.statusCode, operation).toBe(400);
      expect(response.json(), operation).toEqual({
        message: 'Neplatná požiadavka.',
      });
    }
    expect((await api.call('GET /admin/user-notification/all', { token })).json()).toEqual(before);
  });
});
