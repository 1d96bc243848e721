import type { Schemas } from '@autoskola/api-client';
import * as fixtures from '../fixtures.ts';

/** In-memory data the handlers read and change, so screens behave as against the server. */
export function createMockState() {
  return {
    offers: structuredClone(fixtures.offers),
    categories: structuredClone(fixtures.categories),
    materials: structuredClone(fixtures.materials),
    contactForms: structuredClone(fixtures.contactForms),
    notifications: new Set<Schemas['NotificationType']>(),
    users: new Map<string, string[]>([['instruktor@autoskola.sk', ['ROLE_USER', 'ROLE_INSTRUCTOR']]]),
    nextId: 100,
    resetTokenUsed: false,
  };
}

export type MockState = ReturnType<typeof createMockState>;
