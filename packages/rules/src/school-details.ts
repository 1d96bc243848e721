import type { Schemas } from '@autoskola/api-client/types';
import { MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT_TEXT } from './accounts.ts';
import {
  EMAIL_PATTERN,
  FIRSTNAME_RULE,
  formatPostalCode,
  LASTNAME_RULE,
  PHONE_PATTERN,
  POSTAL_CODE_RULE,
} from './contact-details.ts';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_TEXT,
  collectErrors,
  type FieldErrors,
  type TextRule,
  textError,
} from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

export type SchoolDetailsValues = Schemas['SchoolDetailsInput'];
type Field = keyof SchoolDetailsValues;

const limits = CONTRACT_LIMITS.SchoolDetailsInput;

/** Where a map may be embedded from: the Content-Security-Policy's frame-src lists the same. */
export const MAP_EMBED_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com'] as const;

/** A field's label on the forms and its rule: the setup screen and 'Údaje o škole' show the same. */
export const SCHOOL_DETAILS_FIELDS: Record<Field, TextRule & { label: string; hint?: string }> = {
  name: {
    label: 'Názov školy',
    required: 'Názov školy je povinný.',
    maxLength: limits.name.maxLength,
    tooLong: `Názov školy nemôže byť dlhší ako ${limits.name.maxLength} znakov.`,
  },
  description: {
    label: 'Krátky popis',
    hint: 'Ukazujú ho vyhľadávače pod názvom stránky.',
    required: 'Popis je povinný.',
    maxLength: limits.description.maxLength,
    tooLong: `Popis nemôže byť dlhší ako ${limits.description.maxLength} znakov.`,
  },
  street: {
    label: 'Ulica a číslo',
    required: 'Ulica a číslo sú povinné.',
    maxLength: limits.street.maxLength,
    tooLong: `Ulica nemôže byť dlhšia ako ${limits.street.maxLength} znakov.`,
  },
  postalCode: { label: 'PSČ', ...POSTAL_CODE_RULE, maxLength: limits.postalCode.maxLength },
  town: {
    label: 'Obec',
    required: 'Obec je povinná.',
    maxLength: limits.town.maxLength,
    tooLong: `Obec nemôže byť dlhšia ako ${limits.town.maxLength} znakov.`,
  },
  phone: {
    label: 'Telefón',
    required: 'Telefón je povinný.',
    maxLength: limits.phone.maxLength,
    pattern: PHONE_PATTERN,
    invalid: 'Neplatné telefónne číslo.',
    tooLong: 'Neplatné telefónne číslo.',
  },
  email: {
    label: 'E-mail školy',
    required: 'E-mail je povinný.',
    maxLength: limits.email.maxLength,
    pattern: EMAIL_PATTERN,
    invalid: 'Neplatný e-mail.',
    tooLong: 'Neplatný e-mail.',
  },
  companyId: {
    label: 'IČO',
    required: 'IČO je povinné.',
    maxLength: limits.companyId.maxLength,
    pattern: /^\d{8}$/,
    invalid: 'IČO musí mať 8 číslic.',
    tooLong: 'IČO musí mať 8 číslic.',
  },
  mapUrl: {
    label: 'Mapa (adresa na vloženie)',
    hint: 'Z OpenStreetMap (Zdieľať → HTML) alebo Google Maps (Zdieľať → Vložiť mapu); prázdne pole: bez mapy.',
    maxLength: limits.mapUrl.maxLength,
    invalid: 'Mapa musí byť adresa https na vloženie z OpenStreetMap alebo Google Maps.',
    tooLong: 'Mapa musí byť adresa https na vloženie z OpenStreetMap alebo Google Maps.',
  },
  makerName: {
    label: 'Tvorca stránky',
    maxLength: limits.makerName.maxLength,
    tooLong: `Tvorca nemôže byť dlhší ako ${limits.makerName.maxLength} znakov.`,
  },
  makerUrl: {
    label: 'Web tvorcu',
    maxLength: limits.makerUrl.maxLength,
    pattern: /^https?:\/\/[^\s]+$/,
    invalid: 'Web tvorcu musí byť adresa začínajúca http:// alebo https://.',
    tooLong: 'Web tvorcu musí byť adresa začínajúca http:// alebo https://.',
  },
  operatorName: {
    label: 'Prevádzkovateľ',
    hint: 'Ako ho uvádza stránka Ochrana osobných údajov.',
    required: 'Prevádzkovateľ je povinný.',
    maxLength: limits.operatorName.maxLength,
    tooLong: `Prevádzkovateľ nemôže byť dlhší ako ${limits.operatorName.maxLength} znakov.`,
  },
  operatorAddress: {
    label: 'Sídlo prevádzkovateľa',
    required: 'Sídlo prevádzkovateľa je povinné.',
    maxLength: limits.operatorAddress.maxLength,
    tooLong: `Sídlo nemôže byť dlhšie ako ${limits.operatorAddress.maxLength} znakov.`,
  },
  contactPerson: {
    label: 'Zodpovedná osoba',
    required: 'Zodpovedná osoba je povinná.',
    maxLength: limits.contactPerson.maxLength,
    tooLong: `Meno nemôže byť dlhšie ako ${limits.contactPerson.maxLength} znakov.`,
  },
  privacyEmail: {
    label: 'E-mail pre ochranu osobných údajov',
    required: 'E-mail pre ochranu osobných údajov je povinný.',
    maxLength: limits.privacyEmail.maxLength,
    pattern: EMAIL_PATTERN,
    invalid: 'Neplatný e-mail.',
    tooLong: 'Neplatný e-mail.',
  },
};

export const SCHOOL_DETAILS_FIELD_NAMES = Object.keys(SCHOOL_DETAILS_FIELDS) as Field[];

/** The hosts the rule allows, and the host of `current` (a map already chosen stays allowed). */
export function mapOriginsWith(current: string): string[] {
  const origins: string[] = [...MAP_EMBED_ORIGINS];
  try {
    const { origin, protocol } = new URL(current);
    if (protocol === 'https:' && !origins.includes(origin)) origins.push(origin);
  } catch {
    // no map yet
  }
  return origins;
}

/** An https address on one of `origins`; a relative or other address is not. */
export function isMapEmbed(url: string, origins: readonly string[] = MAP_EMBED_ORIGINS): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * The school's details break which rules; `mapOrigins` may add the origin of a map the server's
 * SCHOOL_MAP_URL named (the Content-Security-Policy lets that one in too).
 */
export function schoolDetailsErrors(
  values: SchoolDetailsValues,
  { mapOrigins = MAP_EMBED_ORIGINS, prefix = '' }: { mapOrigins?: readonly string[]; prefix?: string } = {},
): FieldErrors {
  const errors: Record<string, string | null> = {};
  for (const field of SCHOOL_DETAILS_FIELD_NAMES) {
    const rule = SCHOOL_DETAILS_FIELDS[field];
    let error = textError(rule, values[field]);
    if (!error && CONTROL_CHARACTERS.test((values[field] ?? '').trim())) error = CONTROL_CHARACTERS_TEXT;
    const map = (values.mapUrl ?? '').trim();
    if (field === 'mapUrl' && !error && map !== '' && !isMapEmbed(map, mapOrigins)) error = rule.invalid ?? null;
    errors[`${prefix}${field}`] = error;
  }
  return collectErrors(errors);
}

/** Every field trimmed, as the server stores them. */
export function trimmedSchoolDetails(values: SchoolDetailsValues): SchoolDetailsValues {
  const trimmed = Object.fromEntries(
    SCHOOL_DETAILS_FIELD_NAMES.map((field) => [field, (values[field] ?? '').trim()]),
  ) as SchoolDetailsValues;
  return { ...trimmed, postalCode: formatPostalCode(trimmed.postalCode) };
}

/** The first start: the school's details, the first instructor's account, the demo content. */
export const SETUP_TEXTS = {
  title: 'Nastavenie stránky',
  intro: 'Vitajte! Vyplňte údaje o škole a účet prvého inštruktora. Všetko sa dá neskôr zmeniť v administrácii.',
  schoolHeading: 'Údaje o škole',
  accountHeading: 'Prvý inštruktor',
  firstname: 'Meno',
  lastname: 'Priezvisko',
  nameHint: 'Takto vás uvidia žiaci pri jazdách.',
  email: 'E-mail',
  password: 'Heslo',
  passwordConfirm: 'Zopakujte heslo',
  demo: 'Naplniť ukážkovými údajmi',
  demoHint: 'Kurzy, učebné materiály a testové otázky na vyskúšanie; dajú sa zmazať.',
  submit: 'Nastaviť stránku',
  submitting: 'Nastavujem...',
  noToken:
    'Stránku nastavíte na adrese, ktorú server vypísal pri prvom spustení (riadok „Dokončite nastavenie stránky tu: …“). Otvorte ju v tomto prehliadači.',
  emailRequired: 'Zadajte e-mail.',
  emailInvalid: 'Neplatný e-mail.',
  passwordRequired: 'Zadajte heslo.',
  passwordTooShort: PASSWORD_TOO_SHORT_TEXT,
  passwordConfirmRequired: 'Zopakujte heslo.',
  passwordMismatch: PASSWORD_MISMATCH,
  badToken: 'Odkaz na nastavenie stránky je neplatný. Použite adresu, ktorú server vypísal pri spustení.',
  alreadySetUp: 'Stránku už nastavil niekto iný. Prihláste sa.',
} as const;

/** The first instructor's name: the same letters as every person's name in the product. */
export const SETUP_NAME_RULES = {
  firstname: { ...FIRSTNAME_RULE, maxLength: CONTRACT_LIMITS.SetupInput.firstname.maxLength },
  lastname: { ...LASTNAME_RULE, maxLength: CONTRACT_LIMITS.SetupInput.lastname.maxLength },
} as const satisfies Record<string, TextRule>;

/** The setup's own fields (the server checks these; the form also checks the confirmation). */
export function setupAccountErrors(values: {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}): FieldErrors {
  const email = values.email.trim();
  return collectErrors({
    firstname: textError(SETUP_NAME_RULES.firstname, values.firstname),
    lastname: textError(SETUP_NAME_RULES.lastname, values.lastname),
    email: email === '' ? SETUP_TEXTS.emailRequired : EMAIL_PATTERN.test(email) ? null : SETUP_TEXTS.emailInvalid,
    password:
      values.password === ''
        ? SETUP_TEXTS.passwordRequired
        : values.password.length < MIN_PASSWORD_LENGTH
          ? SETUP_TEXTS.passwordTooShort
          : null,
  });
}
