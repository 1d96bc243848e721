import type { Schemas } from '@autoskola/api-client/types';
import { collectErrors, type FieldErrors, textError, wholeNumberError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';
import { formatEuros } from './money.ts';

const limits = CONTRACT_LIMITS.OfferInput;

/** SPEC §5 offer form; the practice rule keeps the SPEC's quirk (max 30, message says 50). */
export const OFFER_RULES = {
  name: {
    required: 'Názov je povinný.',
    maxLength: limits.name.maxLength,
    tooLong: 'Názov nemôže byť dlhší ako 50 znakov.',
  },
  theory: { maxLength: limits.theory.maxLength, tooLong: 'Teória nemôže byť dlhšia ako 30 znakov.' },
  trainer: { maxLength: limits.trainer.maxLength, tooLong: 'Trenažér nemôže byť dlhší ako 30 znakov.' },
  practice: { maxLength: limits.practice.maxLength, tooLong: 'Jazda nemôže byť dlhšia ako 50 znakov.' },
  extraInfo: { maxLength: limits.extraInfo.maxLength, tooLong: 'Extra info nemôže byť dlhšie ako 50 znakov.' },
  length: {
    required: 'Doba trvania je povinná.',
    maxLength: limits.length.maxLength,
    tooLong: 'Doba trvania nemôže byť dlhšia ako 20 znakov.',
  },
  price: { ...limits.price, message: 'Cena musí byť celé číslo väčšie ako 0.' },
  position: { ...limits.position, message: 'Pozícia musí byť celé číslo väčšie ako 0.' },
} as const;

/** An offer as the API carries it, or as the form holds it (numbers as typed). */
export type OfferValues = Omit<Schemas['OfferInput'], 'price' | 'position' | 'active'> & {
  price: string | number;
  position: string | number;
};

export const offerErrors = (values: OfferValues): FieldErrors =>
  collectErrors({
    name: textError(OFFER_RULES.name, values.name),
    theory: textError(OFFER_RULES.theory, values.theory),
    trainer: textError(OFFER_RULES.trainer, values.trainer),
    practice: textError(OFFER_RULES.practice, values.practice),
    extraInfo: textError(OFFER_RULES.extraInfo, values.extraInfo),
    length: textError(OFFER_RULES.length, values.length),
    price: wholeNumberError(OFFER_RULES.price, values.price),
    position: wholeNumberError(OFFER_RULES.position, values.position),
  });

/** An offer's price in whole euros, by the one rule of money.ts: 890 → "890 €", 1390 → "1 390 €". */
export function formatPrice(price: number): string {
  return formatEuros(price);
}
