import { z } from 'zod';
import { wholeNumberFrom0 } from '../forms/whole-number.ts';

/** SPEC §5 offer form; the practice rule keeps the SPEC's quirk (max 30, message says 50). */
export const OFFER_MESSAGES = {
  nameRequired: 'Názov je povinný.',
  nameMax: 'Názov nemôže byť dlhší ako 50 znakov.',
  theoryMax: 'Teória nemôže byť dlhšia ako 30 znakov.',
  trainerMax: 'Trenažér nemôže byť dlhší ako 30 znakov.',
  practiceMax: 'Jazda nemôže byť dlhšia ako 50 znakov.',
  extraInfoMax: 'Extra info nemôže byť dlhšie ako 50 znakov.',
  lengthRequired: 'Doba trvania je povinná.',
  lengthMax: 'Doba trvania nemôže byť dlhšia ako 20 znakov.',
  price: 'Cena musí byť celé číslo väčšie ako 0.',
  position: 'Pozícia musí byť celé číslo väčšie ako 0.',
} as const;

export const offerSchema = z.object({
  name: z.string().trim().min(1, OFFER_MESSAGES.nameRequired).max(50, OFFER_MESSAGES.nameMax),
  theory: z.string().trim().max(30, OFFER_MESSAGES.theoryMax),
  trainer: z.string().trim().max(30, OFFER_MESSAGES.trainerMax),
  practice: z.string().trim().max(30, OFFER_MESSAGES.practiceMax),
  extraInfo: z.string().trim().max(50, OFFER_MESSAGES.extraInfoMax),
  length: z.string().trim().min(1, OFFER_MESSAGES.lengthRequired).max(20, OFFER_MESSAGES.lengthMax),
  price: wholeNumberFrom0(OFFER_MESSAGES.price),
  position: wholeNumberFrom0(OFFER_MESSAGES.position),
  active: z.boolean(),
});

export type OfferFormValues = z.input<typeof offerSchema>;
