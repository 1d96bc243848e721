/** The admin home's overview (issue 51): gender-neutral, addressed to the reader. Each section's texts are its feature's. */
export const HOME_TEXTS = {
  overview: 'Prehľad',
  loading: 'Načítavam prehľad…',
  error: 'Prehľad sa nepodarilo načítať. Skúste to znova o chvíľu.',
} as const;
