import type { Schemas } from '@autoskola/api-client';
import { http } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';

/** An instructor's e-mail notifications. */
export const notificationMocks = defineMockFeature({
  name: 'notifications',
  personalData: {
    // The one set is the instructor's; as on the server, the default-on type is an instructor's only.
    exportAccount: (state, email) => ({
      notifications: [...state.notifications]
        .filter((type) => !state.defaultNotifications.has(type) || state.users.get(email)?.includes('ROLE_INSTRUCTOR'))
        .sort(),
    }),
  },
  handlers(state) {
    const notificationList = () => ({ userNotifications: [...state.notifications].sort() });
    return [
      http.get('/admin/user-notification/all', ({ response }) => response(200).json(notificationList())),

      http.post('/admin/user-notification/add/{type}', ({ params, response }) => {
        state.notifications.add(params.type as Schemas['NotificationType']);
        return response(200).json(notificationList());
      }),

      http.delete('/admin/user-notification/{type}', ({ params, response }) => {
        state.notifications.delete(params.type as Schemas['NotificationType']);
        return response(200).json(notificationList());
      }),
    ];
  },
});
