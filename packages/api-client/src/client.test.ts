import { ApiError, UNKNOWN_API_ERROR } from './api-error.ts';
import { createApiClient, TOKEN_STORAGE_KEY, unwrap } from './client.ts';

function requestOf(fetchMock: ReturnType<typeof answerWith>, call = 0): Request {
  const request = fetchMock.mock.calls[call]?.[0];
  if (!request) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return request;
}

function answerWith(status: number, body: string) {
  const fetchMock = vi.fn(async (_request: Request) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api/ by default and adds the bearer token stored under auth_token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    const fetchMock = answerWith(200, '{"status":"ok","database":"ok"}');
    const client = createApiClient('http://localhost/api/');
    await expect(unwrap(client.GET('/health'))).resolves.toEqual({ status: 'ok', database: 'ok' });
    const request = requestOf(fetchMock);
    expect(request.url).toBe('http://localhost/api/health');
    expect(request.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = answerWith(200, '{}');
    await unwrap(createApiClient('http://localhost/api/').GET('/health'));
    expect(requestOf(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('reads a body that is not JSON as null', async () => {
    answerWith(200, '<html>proxy page</html>');
    await expect(unwrap(createApiClient('http://localhost/api/').GET('/health'))).resolves.toBeNull();
  });

  it("raises an error with the body's message and field errors", async () => {
    answerWith(422, '{"message":"Invalid credentials.","errors":{"email":"This value is already used."}}');
    const error = await unwrap(createApiClient('http://localhost/api/').GET('/health')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid credentials.');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ email: 'This value is already used.' });
  });

  it("words every network failure as 'Failed to fetch', which SPEC §8 translates", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Load failed');
      }),
    );
    await expect(unwrap(createApiClient('http://localhost/api/').GET('/health'))).rejects.toThrow('Failed to fetch');
  });

  it("raises 'Unknown API error' when the failure carries no message", async () => {
    answerWith(500, 'Internal error');
    await expect(unwrap(createApiClient('http://localhost/api/').GET('/health'))).rejects.toThrow(UNKNOWN_API_ERROR);
  });
});
