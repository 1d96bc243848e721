import { CONTACT_MESSAGE_RULES, contactMessageErrors } from '@autoskola/rules/contact-messages';
import { z } from 'zod';

/** The form's messages (SPEC §5), as @autoskola/rules words them for the server and the mocks too. */
export const CONTACT_MESSAGES = {
  firstname: CONTACT_MESSAGE_RULES.firstname.required,
  lastname: CONTACT_MESSAGE_RULES.lastname.required,
  message: CONTACT_MESSAGE_RULES.message.required,
  emailOrPhone: CONTACT_MESSAGE_RULES.emailOrPhone,
  email: CONTACT_MESSAGE_RULES.email.invalid,
  phone: CONTACT_MESSAGE_RULES.phone.invalid,
} as const;

// Every rule is checked in one pass, so all messages show at once.
export const contactSchema = z
  .object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    consent: z.boolean(),
    /** Honeypot: hidden from people, filled by bots. */
    website: z.string(),
  })
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(contactMessageErrors(values))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
    // The consent box is flagged without a message (SPEC §5).
    if (!values.consent) context.addIssue({ code: 'custom', path: ['consent'], message: '' });
  });

export type ContactValues = z.infer<typeof contactSchema>;
