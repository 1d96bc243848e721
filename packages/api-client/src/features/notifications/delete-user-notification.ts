import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { notificationKeys } from './notification-keys.ts';

export function deleteUserNotification(type: Schemas['NotificationType']) {
  return unwrap(api.DELETE('/admin/user-notification/{type}', { params: { path: { type } } }));
}

export function useDeleteUserNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: Schemas['NotificationType']) => deleteUserNotification(type),
    // The answer is the new list: no second request.
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.all, data),
  });
}
