import { z } from 'zod';

/** SPEC §5: an address with no spaces, something@domain.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

export const AUTH_TEXTS = {
  invalidCredentials: 'Nesprávne prihlasovacie údaje.',
  loginFailed: 'Nastala chyba pri prihlasovaní.',
  registrationFailed: 'Nastala chyba pri registrácii.',
  registered: 'Účet bol úspešne zaregistrovaný.',
  emailRequired: 'Zadajte e-mail.',
  passwordRequired: 'Zadajte heslo.',
  confirmationRequired: 'Zopakujte heslo.',
  invalidEmail: 'Neplatný e-mail.',
  shortPassword: 'Heslo musí mať aspoň 6 znakov.',
  mismatch: 'Heslá sa nezhodujú.',
} as const;

/** Login: any problem gives the one message 'Nesprávne prihlasovacie údaje.' (SPEC §5). */
export const loginSchema = z.object({ email: z.string(), password: z.string() }).superRefine((values, context) => {
  const email = values.email.trim();
  if (!email || !values.password || !EMAIL_PATTERN.test(email)) {
    context.addIssue({ code: 'custom', path: ['root'], message: AUTH_TEXTS.invalidCredentials });
  }
});

export type LoginValues = z.infer<typeof loginSchema>;

export const registrationSchema = z
  .object({ email: z.string(), password: z.string(), confirmation: z.string() })
  .superRefine((values, context) => {
    const fail = (path: 'email' | 'password' | 'confirmation', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const email = values.email.trim();
    if (!email) fail('email', AUTH_TEXTS.emailRequired);
    else if (!EMAIL_PATTERN.test(email)) fail('email', AUTH_TEXTS.invalidEmail);
    if (!values.password) fail('password', AUTH_TEXTS.passwordRequired);
    else if (values.password.length < MIN_PASSWORD_LENGTH) fail('password', AUTH_TEXTS.shortPassword);
    if (!values.confirmation) fail('confirmation', AUTH_TEXTS.confirmationRequired);
    else if (values.password && values.confirmation !== values.password) fail('confirmation', AUTH_TEXTS.mismatch);
  });

export type RegistrationValues = z.infer<typeof registrationSchema>;
