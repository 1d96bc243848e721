import { EMAIL_PATTERN, PHONE_PATTERN } from '@autoskola/api-client';
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  firstname: 'Meno je povinné.',
  lastname: 'Priezvisko je povinné.',
  message: 'Správa je povinná.',
  emailOrPhone: 'Vyplň kontaktný email alebo telefón.',
  email: 'Neplatný e-mail.',
  phone: 'Neplatné telefónne číslo.',
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
    const fail = (path: keyof typeof values, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const email = values.email.trim();
    const phone = values.phone.trim();
    if (!values.firstname.trim()) fail('firstname', CONTACT_MESSAGES.firstname);
    if (!values.lastname.trim()) fail('lastname', CONTACT_MESSAGES.lastname);
    if (!email && !phone) {
      fail('email', CONTACT_MESSAGES.emailOrPhone);
      fail('phone', CONTACT_MESSAGES.emailOrPhone);
    }
    if (email && !EMAIL_PATTERN.test(email)) fail('email', CONTACT_MESSAGES.email);
    if (phone && !PHONE_PATTERN.test(phone)) fail('phone', CONTACT_MESSAGES.phone);
    if (!values.message.trim()) fail('message', CONTACT_MESSAGES.message);
    // The consent box is flagged without a message (SPEC §5).
    if (!values.consent) fail('consent', '');
  });

export type ContactValues = z.infer<typeof contactSchema>;
