import { retentionCutoff } from './contact-message-privacy.ts';

describe('the keeping period of resolved contact messages', () => {
  it('computes the cutoff in calendar months', () => {
    expect(retentionCutoff(new Date('2026-11-22T10:00:00Z'), 12).toISOString()).toBe('2025-11-22T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});
