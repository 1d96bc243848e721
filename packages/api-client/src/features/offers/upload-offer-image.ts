import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { offerKeys } from './offer-keys.ts';

/** Sends the image file itself as the body (JPEG, PNG or WebP; the server crops it to 1.75:1). */
export function uploadOfferImage(id: number, file: Blob) {
  return unwrap(
    api.PUT('/admin/offer/{id}/image', {
      params: { path: { id } },
      // The contract declares the body as the file; openapi-fetch must not JSON-encode it.
      body: file as unknown as string,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': file.type },
    }),
  );
}

export function useUploadOfferImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: Blob }) => uploadOfferImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
