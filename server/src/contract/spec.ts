import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SPEC_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-required-role'?: string;
  requestBody?: { content: Record<string, unknown> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** The contract, read once: routes, validation and response checks all come from it. */
export const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationInfo {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  /** Needs a bearer token. */
  secured: boolean;
  /** The role the token must carry: ROLE_INSTRUCTOR unless the contract says otherwise. */
  requiredRole: string;
  /** The media types of the request body; empty when the operation takes none. */
  bodyTypes: string[];
}

export function operations(): OperationInfo[] {
  const list: OperationInfo[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      list.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as OperationInfo['method'],
        path,
        secured: (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement),
        requiredRole: operation['x-required-role'] ?? 'ROLE_INSTRUCTOR',
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  return list;
}
