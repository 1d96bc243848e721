import { useSyncExternalStore } from 'react';
import { type Session, SessionStore } from './session-store.ts';

export const session = new SessionStore();

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
