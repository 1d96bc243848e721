import { $api } from '../../client.ts';
import { idParams, pageParams, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/** Every read of announcements: a published, edited or deleted one makes them all stale. */
const ANNOUNCEMENT_READS: readonly ReadPath[] = ['/announcement/list', '/admin/announcement/list'];

export const usePublicAnnouncements = () => $api.useQuery('get', '/announcement/list');
export const useAdminAnnouncements = (page = 1) => $api.useQuery('get', '/admin/announcement/list', pageParams(page));

export const useCreateAnnouncement = () =>
  withBody($api.useMutation('post', '/admin/announcement', useRefreshing(ANNOUNCEMENT_READS)));
export const useUpdateAnnouncement = () =>
  withArgument(
    $api.useMutation('put', '/admin/announcement/{id}', useRefreshing(ANNOUNCEMENT_READS)),
    ({ id, input }: { id: number; input: Schemas['AnnouncementInput'] }) => ({ ...idParams(id), body: input }),
  );
export const useDeleteAnnouncement = () =>
  withArgument($api.useMutation('delete', '/admin/announcement/{id}', useRefreshing(ANNOUNCEMENT_READS)), idParams);
