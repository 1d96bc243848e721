import { useQueryClient } from '@tanstack/react-query';
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
