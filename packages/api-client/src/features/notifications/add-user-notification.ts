import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { notificationKeys } from './notification-keys.ts';

export function addUserNotification(type: Schemas['NotificationType']) {
  return unwrap(api.POST('/admin/user-notification/add/{type}', { params: { path: { type } } }));
}

export function useAddUserNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: Schemas['NotificationType']) => addUserNotification(type),
    // The answer is the new list: no second request.
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.all, data),
  });
}
