// Per tab: survives a reload of the page, gone when the tab closes (decision 0020).
const KEY = 'autoskola_test_attempt';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The id of this tab's test in progress. */
export const attemptStorage = {
  read: (): string | null => storage()?.getItem(KEY) ?? null,
  save: (id: string) => storage()?.setItem(KEY, id),
  clear: () => storage()?.removeItem(KEY),
};
