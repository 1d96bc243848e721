export interface NavItem {
  to: string;
  label: string;
}

export const publicNav: readonly NavItem[] = [
  { to: '/ponuka', label: 'Ponuka' },
  { to: '/ucebne-materialy', label: 'Učebné materiály' },
  { to: '/testy', label: 'Testy' },
  { to: '/kontakt', label: 'Kontakt' },
];

/** Shown only to instructors (SPEC §2). */
export const instructorNav: readonly NavItem[] = [
  { to: '/admin/ponuka', label: 'Ponuka' },
  { to: '/admin/ucebne-materialy', label: 'Učebné materiály' },
  { to: '/admin/testy', label: 'Testy' },
  { to: '/admin/kontaktny-formular', label: 'Kontaktný formulár' },
];
