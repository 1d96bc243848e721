import { eq } from 'drizzle-orm';
import { userNotifications } from '../../db/core-tables.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { notificationHandlers } from './notification-handlers.ts';

/** The notifications a user chose (SPEC §2 admin settings). */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  operations: notificationHandlers,
  personalData: {
    async exportAccount(db, userId) {
      const rows = await db
        .select({ type: userNotifications.type })
        .from(userNotifications)
        .where(eq(userNotifications.userId, userId));
      return { notifications: rows.map((row) => row.type).sort() };
    },
  },
};
