import { eq } from 'drizzle-orm';
import { users } from '../../db/core-tables.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { declaredNotifications } from '../../modules/notified-instructors.ts';
import { enabledNotifications, notificationHandlers } from './notification-handlers.ts';

/**
 * The notifications a user chose (SPEC §2 admin settings), over each type's default. The types are
 * the features' own (their modules' `notifications`); this feature only keeps the choices.
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  operations: notificationHandlers,
  personalData: {
    async exportAccount(db, userId, modules) {
      const [user] = await db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.id, userId));
      return { notifications: user ? await enabledNotifications(db, user, declaredNotifications(modules)) : [] };
    },
  },
};
