/**
 * Names in Slovak alphabetical order: Č after C, Ch after H, Ľ with L, Š after S. The database's
 * own order (bytes) put 'Ľubomír' after 'Peter'; every list that people read sorts with these.
 */
export const slovakOrder = new Intl.Collator('sk').compare;

/** Instructors and vehicles as every list names them: by name, then by id (the same order every time). */
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  slovakOrder(a.name, b.name) || a.id - b.id;

/** Students as the lists name them: by surname, then first name. */
export const byStudentName = (a: { firstname: string; lastname: string }, b: { firstname: string; lastname: string }) =>
  slovakOrder(a.lastname, b.lastname) || slovakOrder(a.firstname, b.firstname);
