import { PublicCache } from './public-cache.ts';

describe('the public cache', () => {
  it("keeps a feature's values however many pages and answers push through it", async () => {
    const cache = new PublicCache({ securityHeaders: {} });
    await cache.rememberValue('lesson-store', async () => 'the kept free slots');
    // Anyone can make pages of their own (a course id in the address): 400 of them.
    for (let page = 0; page < 400; page += 1) await cache.remember(`page:/prihlaska?kurz=${page}`, async () => page);
    expect(cache.peek('value:lesson-store')).toBe('the kept free slots');
    // The answers still make room for each other: the oldest went, the newest stayed.
    expect(cache.peek('page:/prihlaska?kurz=0')).toBeUndefined();
    expect(cache.peek('page:/prihlaska?kurz=399')).toBe(399);
  });

  it('forgets a prefix and keeps the rest; what was loading under that prefix is not kept', async () => {
    const cache = new PublicCache({ securityHeaders: {} });
    let finish: (value: string) => void = () => undefined;
    const loading = cache.remember(
      'json:lesson-slots:day:2026-12-01:',
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    await cache.remember('json:offers', async () => 'offers');
    cache.forget('lesson-slots:day:2026-12-01:');
    finish('before the booking');
    expect(await loading).toBe('before the booking');
    expect(cache.peek('json:lesson-slots:day:2026-12-01:')).toBeUndefined();
    expect(cache.peek('json:offers')).toBe('offers');
  });
});
