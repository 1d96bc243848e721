import { REMOTE_MANIFEST_ELEMENT_ID } from '@autoskola/federation';
import { registerRemotes } from '@module-federation/runtime';
import { REMOTE_MANIFEST_URL, registerRemotesFromManifest } from './remote-manifest.ts';

vi.mock('@module-federation/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('registerRemotesFromManifest', () => {
  beforeEach(() => {
    vi.mocked(registerRemotes).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('registers every remote at the address the manifest gives', async () => {
    const fetchImpl = answer(200, {
      remotes: {
        mf_public: 'https://cdn.example/mf-public/remoteEntry.js',
        mf_auth: '/remotes/mf-auth/remoteEntry.js',
      },
    });
    expect(await registerRemotesFromManifest(fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_public', entry: 'https://cdn.example/mf-public/remoteEntry.js', type: 'module' },
      { name: 'mf_auth', entry: '/remotes/mf-auth/remoteEntry.js', type: 'module' },
    ]);
  });

  it('uses the manifest the server wrote into the page, without a request', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = REMOTE_MANIFEST_ELEMENT_ID;
    element.textContent = JSON.stringify({ remotes: { mf_public: '/remotes/mf-public/remoteEntry.js' } });
    document.head.append(element);
    const fetchImpl = answer(503, {});
    try {
      expect(await registerRemotesFromManifest(fetchImpl)).toBe(true);
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(registerRemotes).toHaveBeenCalledWith([
        { name: 'mf_public', entry: '/remotes/mf-public/remoteEntry.js', type: 'module' },
      ]);
    } finally {
      element.remove();
    }
  });

  it.each([
    ['an error status', answer(503, { message: 'x' })],
    ['an unexpected shape', answer(200, { remotes: { mf_public: 42 } })],
  ])('registers nothing on %s', async (_case, fetchImpl) => {
    expect(await registerRemotesFromManifest(fetchImpl)).toBe(false);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
