import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { testQuestionKeys } from './test-question-keys.ts';

/** Sends the image file itself as the body (JPEG, PNG or WebP; the server scales it to fit). */
export function uploadTestQuestionImage(id: number, file: Blob) {
  return unwrap(
    api.PUT('/admin/test/question/{id}/image', {
      params: { path: { id } },
      // The contract declares the body as the file; openapi-fetch must not JSON-encode it.
      body: file as unknown as string,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': file.type },
    }),
  );
}

export function useUploadTestQuestionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: Blob }) => uploadTestQuestionImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testQuestionKeys.all }),
  });
}
