import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SPEC_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: unknown;
}

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-required-role'?: string;
  'x-changes-public-content'?: boolean;
  'x-rate-limit'?: RateLimitDeclaration;
  parameters?: unknown[];
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
}

/** `x-rate-limit`: the environment setting that sets the limit, and its value when unset. */
export interface RateLimitDeclaration {
  setting: string;
  default: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** The contract as JSON, put into the bundle by server/build.ts; absent when run from source. */
declare const __OPENAPI_JSON__: string | undefined;

/**
 * The contract, read once: routes, validation and response checks all come from it. The bundle
 * carries it parsed at build time: parsing the YAML took about a fifth of a warm start.
 */
export const spec = (
  typeof __OPENAPI_JSON__ === 'string' ? JSON.parse(__OPENAPI_JSON__) : parse(readFileSync(SPEC_PATH, 'utf8'))
) as OpenApiDocument;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationInfo {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  /** Needs a bearer token. */
  secured: boolean;
  /** Takes a bearer token when there is one (security lists `{}` beside `bearerAuth`). */
  optionalAuth: boolean;
  /** The role the token must carry: ROLE_INSTRUCTOR unless the contract says otherwise. */
  requiredRole: string;
  /** `x-changes-public-content`: success makes the cached public reads and pages stale. */
  changesPublicContent: boolean;
  /** `x-rate-limit`: limited per client address, each operation on its own count. */
  rateLimit: RateLimitDeclaration | null;
  /** The media types of the request body; empty when the operation takes none. */
  bodyTypes: string[];
  /** Fastify's schema of the request (params, querystring, headers, body), references inlined. */
  requestSchema: RequestSchema;
  /** The contract's example of the JSON body, if it gives one. */
  requestExample: unknown;
}

export interface RequestSchema {
  params?: object;
  querystring?: object;
  headers?: object;
  body?: { content: Record<string, { schema: object }> };
}

/** A node of the contract with every $ref replaced by what it points to (no schema here is recursive). */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (typeof node !== 'object' || node === null) return node;
  const { $ref } = node as { $ref?: unknown };
  if (typeof $ref === 'string') {
    const target = $ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((current, part) => (current as Record<string, unknown>)[part], spec);
    return inline(target);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
}

function parametersSchema(parameters: Parameter[]): object | undefined {
  if (parameters.length === 0) return undefined;
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

function requestSchemaOf(pathParameters: unknown[] | undefined, operation: Operation): RequestSchema {
  const parameters = inline([...(pathParameters ?? []), ...(operation.parameters ?? [])]) as Parameter[];
  const of = (place: Parameter['in']) => parametersSchema(parameters.filter((parameter) => parameter.in === place));
  const params = of('path');
  const querystring = of('query');
  const headers = of('header');
  const content = Object.entries(operation.requestBody?.content ?? {}).filter(([, media]) => media.schema);
  return {
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(headers ? { headers } : {}),
    ...(content.length > 0
      ? {
          body: {
            content: Object.fromEntries(
              content.map(([type, media]) => [type, { schema: inline(media.schema) as object }]),
            ),
          },
        }
      : {}),
  };
}

/** A token is required when every alternative of the operation's security names bearerAuth. */
function isSecured(operation: Operation): boolean {
  const alternatives = operation.security ?? [];
  return alternatives.length > 0 && alternatives.every((requirement) => 'bearerAuth' in requirement);
}

export function operations(): OperationInfo[] {
  const list: OperationInfo[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const pathParameters = (item as { parameters?: unknown[] }).parameters;
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      list.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as OperationInfo['method'],
        path,
        secured: isSecured(operation),
        optionalAuth: !isSecured(operation) && (operation.security ?? []).some((r) => 'bearerAuth' in r),
        requiredRole: operation['x-required-role'] ?? 'ROLE_INSTRUCTOR',
        changesPublicContent: operation['x-changes-public-content'] === true,
        rateLimit: operation['x-rate-limit'] ?? null,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
        requestSchema: requestSchemaOf(pathParameters, operation),
        requestExample: operation.requestBody?.content['application/json']?.example,
      });
    }
  }
  return list;
}
