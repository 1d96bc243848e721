import { $api } from '../../client.ts';
import { idParams, imageBody, pageParams, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/** Every read of offers: a saved, deleted or re-pictured offer makes them all stale. */
const OFFER_READS: readonly ReadPath[] = ['/offer/list', '/admin/offer/list', '/admin/offer/{id}'];

export const usePublicOffers = () => $api.useQuery('get', '/offer/list');
export const useAdminOffers = (page = 1) => $api.useQuery('get', '/admin/offer/list', pageParams(page));
export const useOffer = (id: number) => $api.useQuery('get', '/admin/offer/{id}', idParams(id));

export const useCreateOffer = () => withBody($api.useMutation('post', '/admin/offer', useRefreshing(OFFER_READS)));
export const useUpdateOffer = () =>
  withArgument(
    $api.useMutation('put', '/admin/offer/{id}', useRefreshing(OFFER_READS)),
    ({ id, input }: { id: number; input: Schemas['OfferInput'] }) => ({ ...idParams(id), body: input }),
  );
export const useDeleteOffer = () =>
  withArgument($api.useMutation('delete', '/admin/offer/{id}', useRefreshing(OFFER_READS)), idParams);
export const useUploadOfferImage = () =>
  withArgument(
    $api.useMutation('put', '/admin/offer/{id}/image', useRefreshing(OFFER_READS)),
    ({ id, file }: { id: number; file: Blob }) => imageBody(id, file),
  );
export const useDeleteOfferImage = () =>
  withArgument($api.useMutation('delete', '/admin/offer/{id}/image', useRefreshing(OFFER_READS)), idParams);
