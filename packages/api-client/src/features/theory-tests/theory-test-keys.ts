/** Query keys of theory tests: the overview, a test in progress, a student's results. */
export const theoryTestKeys = {
  all: ['theory-tests'] as const,
  overview: () => [...theoryTestKeys.all, 'overview'] as const,
  attempt: (id: string) => [...theoryTestKeys.all, 'attempt', id] as const,
  results: (page: number) => [...theoryTestKeys.all, 'results', page] as const,
};
