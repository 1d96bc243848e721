import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../client.ts';
import { withBody } from '../../query.ts';

export const useSchoolDetails = () => $api.useQuery('get', '/admin/school');

/** The answer is the saved details: they replace the cached ones, with no second request. */
export function useUpdateSchoolDetails() {
  const queryClient = useQueryClient();
  const details = $api.queryOptions('get', '/admin/school').queryKey;
  return withBody(
    $api.useMutation('put', '/admin/school', {
      onSuccess: (data) => queryClient.setQueryData(details, data),
    }),
  );
}

/** The first start; the answer is the new instructor's login token (the screen stores it and reloads). */
export const useCompleteSetup = () => withBody($api.useMutation('post', '/setup'));
