import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../src/app.ts';
import { INSTRUCTOR_ROLE, USER_ROLE } from '../src/auth/tokens.ts';
import { createUser } from '../src/cli/commands.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { spec } from '../src/contract/spec.ts';
import type { Database } from '../src/db/database.ts';
import { specAjv as ajv, pointer } from './contract.ts';
import { answerProblems, partAnswering } from './personal-data-sections.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;

/**
 * Checks a response against openapi.yaml: the status must be declared for the operation and a
 * JSON body must match its schema. Returns the problems (empty when it conforms).
 */
export function contractProblems(operation: string, status: number, response: LightMyRequestResponse): string[] {
  const [method, path] = operation.split(' ') as [string, string];
  const op = (spec.paths[path] as Record<string, { responses: Responses }> | undefined)?.[method.toLowerCase()];
  if (!op) return [`${operation} is not in openapi.yaml`];
  const declared = op.responses[String(status)];
  if (!declared) return [`${operation} answered ${status}, which openapi.yaml does not declare`];
  let base = `#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status))}`;
  let responseObject = declared;
  if (declared.$ref) {
    base = declared.$ref;
    const name = declared.$ref.split('/').pop() as string;
    responseObject = (spec.components.responses as Responses)[name] as Responses[string];
  }
  if (!responseObject.content) return response.body === '' ? [] : [`${operation} ${status} must have no body`];
  const mediaTypes = Object.keys(responseObject.content);
  if (!mediaTypes.includes('application/json')) {
    const type = String(response.headers['content-type'] ?? '');
    return mediaTypes.some((media) => type.startsWith(media))
      ? []
      : [`${operation} ${status} is ${type}, not ${mediaTypes.join(' or ')}`];
  }
  const validate = ajv.getSchema(`openapi${base}/content/application~1json/schema`);
  if (!validate) return [`no JSON schema for ${operation} ${status}`];
  const body = response.json();
  if (!validate(body)) return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  // An answer made of the features' sections: each against the schema its feature declares.
  const schemaRef = (responseObject.content['application/json'] as { schema?: { $ref?: string } }).schema?.$ref;
  const part = partAnswering(schemaRef?.split('/').pop() ?? '');
  return part ? answerProblems(part, body) : [];
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** A raw payload (e.g. malformed JSON or a file) instead of body. */
  payload?: string | Buffer;
}

export interface TestApi {
  app: FastifyInstance;
  config: ServerConfig;
  database: Database;
  /** Calls an operation by 'METHOD /path/{param}' and checks the answer against the contract. */
  call(operation: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  tokenFor(roles: string[], options?: { secondsValid?: number; secret?: string; email?: string }): Promise<string>;
  instructorToken(): Promise<string>;
  /** A token of a new user with ROLE_USER only. */
  userToken(): Promise<string>;
  close(): Promise<void>;
}

/** A valid offer for POST/PUT /admin/offer (SPEC §5 rules), with the fields a test cares about overridden. */
export const offerInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Skupina B',
  theory: '24 hodín',
  trainer: null,
  practice: '40 hodín',
  extraInfo: '',
  length: '3 mesiace',
  price: 890,
  position: 1,
  active: true,
  ...overrides,
});

let userCounter = 0;

export async function createTestApi(database: Database, env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_ROOT: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_LOGIN: '1000/1m',
    RATE_LIMIT_REGISTER: '1000/1m',
    RATE_LIMIT_CONTACT: '1000/1m',
    RATE_LIMIT_TEST_START: '1000/1m',
    ...env,
  });
  const app = await buildApp({ config, database, startMail: false });

  async function call(operation: string, options: CallOptions = {}) {
    const [method, template] = operation.split(' ') as [InjectOptions['method'], string];
    const url = `/api${template.replace(/\{(\w+)\}/g, (_match, name: string) => String(options.params?.[name] ?? `{${name}}`))}`;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.inject({
      method,
      url,
      query: options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : {},
      headers,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    const problems = contractProblems(operation, response.statusCode, response);
    if (problems.length > 0) {
      throw new Error(
        `Response breaks the contract: ${operation} → ${response.statusCode} ${response.body}\n${problems.join('\n')}`,
      );
    }
    return response;
  }

  async function tokenFor(roles: string[], options: { secondsValid?: number; secret?: string; email?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: options.email ?? 'test@autoskola.sk', roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999999')
      .setIssuedAt(now)
      .setExpirationTime(now + (options.secondsValid ?? 3600))
      .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
  }

  async function loggedIn(prefix: string, roles: string[]) {
    userCounter += 1;
    const email = `${prefix}${userCounter}-${process.pid}@autoskola.sk`;
    await createUser(database.db, { email, password: 'heslo123', roles });
    const response = await call('POST /auth/login', { body: { email, password: 'heslo123' } });
    return (response.json() as { token: string }).token;
  }
  const instructorToken = () => loggedIn('instruktor', [INSTRUCTOR_ROLE]);
  const userToken = () => loggedIn('ziak', [USER_ROLE]);

  return {
    app,
    config,
    database,
    call,
    tokenFor,
    instructorToken,
    userToken,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { INSTRUCTOR_ROLE, USER_ROLE };

/** With PostgreSQL nothing is cached until the server listens for the other instances' changes. */
export async function untilCaching(api: TestApi): Promise<void> {
  for (let waited = 0; !api.app.publicCache.isEnabled; waited += 20) {
    if (waited > 5000) throw new Error('the public cache did not switch on');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
