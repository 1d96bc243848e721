import { useSyncExternalStore } from 'react';
import { type Session, SessionStore } from './session-store.ts';

export const session = new SessionStore();

export function useSession(): Session {
  // A server-rendered page is rendered as a guest's; hydration starts from that, then shows the stored session.
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getGuestSnapshot);
}
