import type { Schemas } from '@autoskola/api-client';
import { http } from './mock-api.ts';
import type { MockState } from './mock-state.ts';

/** An instructor's e-mail notifications. */
export function notificationHandlers(state: MockState) {
  const notificationList = () => ({ userNotifications: [...state.notifications] });
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
}
