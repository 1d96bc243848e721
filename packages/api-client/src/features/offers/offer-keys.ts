/** Query keys of offers: invalidating `all` refreshes every offer list and detail. */
export const offerKeys = {
  all: ['offers'] as const,
  publicList: () => [...offerKeys.all, 'public'] as const,
  adminList: (page: number) => [...offerKeys.all, 'admin', page] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
};
