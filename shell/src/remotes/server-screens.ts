import type { RemoteModuleId } from '@autoskola/routes';
import { type ComponentType, createContext } from 'react';

/**
 * Remote screens the server already has in hand (from each remote's server build): rendered
 * directly instead of loaded. Empty in the browser, where every screen loads through federation.
 */
export const ServerScreens = createContext<Partial<Record<RemoteModuleId, ComponentType>>>({});
