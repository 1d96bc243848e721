import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import { OFFER_RULES, offerErrors } from '@autoskola/rules/offers';
import { z } from 'zod';
import { withRules } from '../forms/with-rules.ts';

/** SPEC §5 offer form's messages, as @autoskola/rules words them for the server and the mocks too. */
export const OFFER_MESSAGES = {
  nameRequired: OFFER_RULES.name.required,
  nameMax: OFFER_RULES.name.tooLong,
  theoryMax: OFFER_RULES.theory.tooLong,
  trainerMax: OFFER_RULES.trainer.tooLong,
  practiceMax: OFFER_RULES.practice.tooLong,
  extraInfoMax: OFFER_RULES.extraInfo.tooLong,
  lengthRequired: OFFER_RULES.length.required,
  lengthMax: OFFER_RULES.length.tooLong,
  price: OFFER_RULES.price.message,
  position: OFFER_RULES.position.message,
} as const;

export const offerSchema = withRules(
  z.object({
    name: z.string(),
    group: z.enum(LICENCE_GROUPS as [LicenceGroup, ...LicenceGroup[]]),
    theory: z.string(),
    trainer: z.string(),
    practice: z.string(),
    extraInfo: z.string(),
    length: z.string(),
    price: z.string(),
    position: z.string(),
    active: z.boolean(),
  }),
  offerErrors,
);

export type OfferFormValues = z.input<typeof offerSchema>;
