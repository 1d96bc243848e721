import type { paths } from '@autoskola/api-client';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { createOpenApiHttp } from 'openapi-msw';

/** The API base the frontends call; handlers match it on any origin. */
export const API = '*/api';
export const PAGE_SIZE = 10;

/** Handlers typed from openapi.yaml: a path, a body or an answer the contract lacks does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: API });

export const byPosition = <T extends { position: number; id: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position || a.id - b.id);

/** The asked page of `items` (`size` a page: the admin lists' 10 unless a list has its own). */
export function page<T>(items: T[], query: URLSearchParams, size = PAGE_SIZE) {
  const number = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  return {
    items: items.slice((number - 1) * size, number * size),
    pagesCount: Math.ceil(items.length / size),
  };
}

export const notFound = { message: API_MESSAGES.notFound };
export const unauthorized = { message: API_MESSAGES.unauthorized };

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

/** Who the request's token says is signed in. */
export type MockUser = NonNullable<ReturnType<typeof currentPayload>>;

/**
 * A handler for signed-in users only: without a readable, unexpired token it answers 401 as the
 * server does, otherwise it runs with the token's user.
 */
export function signedIn<
  Info extends { request: Request; response: (status: 401) => { json: (body: typeof unauthorized) => unknown } },
  Result,
>(resolve: (info: Info, user: MockUser) => Result): (info: Info) => Result {
  return (info) => {
    const user = currentPayload(info.request);
    return user ? resolve(info, user) : (info.response(401).json(unauthorized) as Result);
  };
}

/** The image operations of openapi.yaml: PUT and DELETE of a row's image, `…/{id}/image`. */
type ImagePath = Extract<keyof paths, `${string}/{id}/image`>;

/**
 * A kind of row's image upload and removal. The mocks store no file: an upload gives the row a
 * fresh address, as the server's answer does, and a removal takes it away.
 */
export function imageHandlers<Row extends { id: number; imageUrl: string | null }>(
  path: ImagePath,
  folder: string,
  find: (id: string) => Row | undefined,
  answer: (row: Row) => Record<string, Row>,
) {
  const change = (id: string, imageUrl: (row: Row) => string | null) => {
    const row = find(id);
    if (row) row.imageUrl = imageUrl(row);
    return row;
  };
  return [
    http.put(path, ({ params, response }) => {
      const row = change(params.id, ({ id }) => `/images/${folder}/${id}.jpg?v=${Date.now()}`);
      return row ? response(200).json(answer(row) as never) : response(404).json(notFound);
    }),
    http.delete(path, ({ params, response }) => {
      const row = change(params.id, () => null);
      return row ? response(200).json(answer(row) as never) : response(404).json(notFound);
    }),
  ];
}

/** The server's 422 for values that break a feature's rules (@autoskola/rules), or null. */
export const refusedBy = (errors: Record<string, string>) =>
  Object.keys(errors).length > 0 ? { message: API_MESSAGES.validationFailed, errors } : null;
