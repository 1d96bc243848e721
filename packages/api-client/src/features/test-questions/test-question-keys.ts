/** Query keys of the question bank: invalidating `all` refreshes every list, detail and the settings. */
export const testQuestionKeys = {
  all: ['test-questions'] as const,
  list: (page: number) => [...testQuestionKeys.all, 'list', page] as const,
  detail: (id: number) => [...testQuestionKeys.all, 'detail', id] as const,
  settings: () => [...testQuestionKeys.all, 'settings'] as const,
};
