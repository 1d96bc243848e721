import { z } from 'zod';
import { configureZodForCsp } from './zod-jitless.ts';

describe('configureZodForCsp', () => {
  it('makes zod, already loaded, skip its eval probe', () => {
    const probe = vi.spyOn(globalThis, 'Function');
    configureZodForCsp();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: 'Eva' }).success).toBe(true);
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
