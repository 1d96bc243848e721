import type { FeatureModule } from '../../modules/feature-module.ts';
import { authHandlers } from './auth-handlers.ts';
import { passwordResetHandlers } from './password-reset-handlers.ts';

/** Registration, login, the current user and forgotten passwords. */
export const authModule: FeatureModule = {
  name: 'auth',
  operations: (context) => ({ ...authHandlers(context), ...passwordResetHandlers(context) }),
};
