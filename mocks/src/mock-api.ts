import type { paths } from '@autoskola/api-client';
import { createOpenApiHttp } from 'openapi-msw';

/** The API base the frontends call; handlers match it on any origin. */
export const API = '*/api';
export const PAGE_SIZE = 10;

/** Handlers typed from openapi.yaml: a path, a body or an answer the contract lacks does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: API });

export const byPosition = <T extends { position: number; id: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position || a.id - b.id);

export function page<T>(items: T[], query: URLSearchParams) {
  const number = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  return {
    items: items.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE),
    pagesCount: Math.ceil(items.length / PAGE_SIZE),
  };
}

export const notFound = { message: 'Položka neexistuje.' };
export const unauthorized = { message: 'Prihlásenie vypršalo alebo chýba. Prihláste sa znova.' };

/** The mocks accept any readable, unexpired token (the server verifies signatures for real). */
function decodePayload(token: string): { email: string; roles: string[] } | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      email?: string;
      roles?: string[];
      exp?: number;
    };
    if (!payload.exp || payload.exp * 1000 < Date.now()) return null;
    return { email: payload.email ?? '', roles: payload.roles ?? [] };
  } catch {
    return null;
  }
}

export function currentPayload(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return token ? decodePayload(token) : null;
}
