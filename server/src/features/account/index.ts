import type { FeatureModule } from '../../modules/feature-module.ts';
import { accountHandlers } from './account-handlers.ts';

/** A user's own account: password change, export of everything kept about it, deletion. */
export const accountModule: FeatureModule = {
  name: 'account',
  operations: accountHandlers,
};
