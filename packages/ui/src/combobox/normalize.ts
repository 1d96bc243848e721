/** For search: case and diacritics do not matter ('zakladne' finds 'Základné'). */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('sk');
}

export function matchesSearch(label: string, search: string): boolean {
  return normalizeForSearch(label).includes(normalizeForSearch(search.trim()));
}
