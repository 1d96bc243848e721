import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '../../client.ts';
import { withArgument } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

export const useUserNotifications = () => $api.useQuery('get', '/admin/user-notification/all');

/** The answer is the new list: it replaces the cached one, with no second request. */
function useReplacingList() {
  const queryClient = useQueryClient();
  const list = $api.queryOptions('get', '/admin/user-notification/all').queryKey;
  return { onSuccess: (data: Schemas['UserNotifications']) => queryClient.setQueryData(list, data) };
}

const typeParams = (type: Schemas['NotificationType']) => ({ params: { path: { type } } });
export const useAddUserNotification = () =>
  withArgument($api.useMutation('post', '/admin/user-notification/add/{type}', useReplacingList()), typeParams);
export const useDeleteUserNotification = () =>
  withArgument($api.useMutation('delete', '/admin/user-notification/{type}', useReplacingList()), typeParams);

/**
 * One notification as a switch: whether the current user chose it, and turning it on or off at
 * once; `failed` when the last change did not go through (the list keeps the server's state).
 */
export function useNotificationToggle(type: Schemas['NotificationType']) {
  const query = useUserNotifications();
  const add = useAddUserNotification();
  const remove = useDeleteUserNotification();
  const [failed, setFailed] = useState(false);
  const on = query.data?.userNotifications.includes(type) ?? false;
  return {
    query,
    on,
    failed,
    busy: add.isPending || remove.isPending || query.isFetching,
    async toggle() {
      setFailed(false);
      try {
        await (on ? remove : add).mutateAsync(type);
      } catch {
        setFailed(true);
      }
    },
  };
}
