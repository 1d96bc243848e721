import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { notificationKeys } from './notification-keys.ts';

export function listUserNotifications() {
  return unwrap(api.GET('/admin/user-notification/all', {}));
}

export function listUserNotificationsQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.all, queryFn: () => listUserNotifications() });
}

export function useUserNotifications() {
  return useQuery(listUserNotificationsQueryOptions());
}
