import createClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { ApiError } from './api-error.ts';
import type { paths } from './generated/schema.d.ts';

export const TOKEN_STORAGE_KEY = 'auth_token';
export const DEFAULT_API_BASE_URL = '/api/';
export const NETWORK_ERROR = 'Failed to fetch';

const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/**
 * SPEC §8: an answer that is not a success rejects with ApiError (its message and field errors),
 * whichever way the call was made: through the query hooks, `unwrap` or the client itself.
 */
const refusals: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    // fetchJsonOrNull below left JSON or 'null' in the body.
    const text = await response.clone().text();
    throw new ApiError(response.status, text === '' ? null : JSON.parse(text));
  },
};

/** SPEC §7: the body is read as JSON, and as null when it does not parse. */
async function fetchJsonOrNull(input: Request, send: typeof fetch): Promise<Response> {
  let response: Response;
  try {
    response = await send(input);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Browsers word a network failure differently ('Load failed', 'NetworkError…'); SPEC §8
    // translates Chrome's wording, so every network failure carries it.
    throw new TypeError(NETWORK_ERROR, { cause: error });
  }
  const text = await response.text();
  let body: string | null = null;
  if (text !== '') {
    try {
      JSON.parse(text);
      body = text;
    } catch {
      body = 'null';
    }
  }
  const noBody = response.status === 204 || response.status === 205 || response.status === 304;
  return new Response(noBody ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** `send` replaces the network, e.g. for a server rendering a page that calls its own API in-process. */
export function createApiClient(baseUrl: string = DEFAULT_API_BASE_URL, send?: typeof fetch) {
  // openapi-fetch joins paths with a single slash; the contract's paths start with one.
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    // The global fetch is looked up per call, so tests can stub it.
    fetch: (input: Request) => fetchJsonOrNull(input, send ?? fetch),
  });
  client.use(bearerToken, refusals);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client every screen uses; its base URL is /api/ unless configured with configureApi(). */
export let api: ApiClient = createApiClient();

/**
 * TanStack Query over the client (openapi-react-query): `$api.useQuery('get', path, init)` and
 * `$api.useMutation(method, path)`, typed from the contract and keyed by [method, path, init].
 */
export let $api = createQueryHooks(api);

export function configureApi(baseUrl: string, send?: typeof fetch): void {
  api = createApiClient(baseUrl, send);
  $api = createQueryHooks(api);
}

/** Returns the data of a success, throws ApiError otherwise. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error ?? null);
  return data as T;
}
