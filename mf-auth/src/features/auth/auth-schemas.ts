import { MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT_TEXT } from '@autoskola/rules/accounts';
import { EMAIL_PATTERN } from '@autoskola/rules/contact-details';
import { z } from 'zod';

export const AUTH_TEXTS = {
  invalidCredentials: 'Nesprávne prihlasovacie údaje.',
  loginFailed: 'Nastala chyba pri prihlasovaní.',
  registrationFailed: 'Nastala chyba pri registrácii.',
  registered: 'Účet bol úspešne zaregistrovaný.',
  verificationSent: 'Na Váš e-mail sme poslali odkaz na overenie adresy.',
  emailRequired: 'Zadajte e-mail.',
  passwordRequired: 'Zadajte heslo.',
  confirmationRequired: 'Zopakujte heslo.',
  invalidEmail: 'Neplatný e-mail.',
  shortPassword: PASSWORD_TOO_SHORT_TEXT,
  mismatch: PASSWORD_MISMATCH,
  currentPasswordRequired: 'Zadajte súčasné heslo.',
} as const;

type Issues = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/** Registration's rules for a new password and its confirmation (SPEC §5), for every form that sets one. */
function checkNewPassword(
  values: { password: string; confirmation: string },
  context: Issues,
  names: { password: string; confirmation: string } = { password: 'password', confirmation: 'confirmation' },
) {
  const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (!values.password) fail(names.password, AUTH_TEXTS.passwordRequired);
  else if (values.password.length < MIN_PASSWORD_LENGTH) fail(names.password, AUTH_TEXTS.shortPassword);
  if (!values.confirmation) fail(names.confirmation, AUTH_TEXTS.confirmationRequired);
  else if (values.password && values.confirmation !== values.password) fail(names.confirmation, AUTH_TEXTS.mismatch);
}

function checkEmail(email: string, context: Issues) {
  const fail = (message: string) => context.addIssue({ code: 'custom', path: ['email'], message });
  if (!email.trim()) fail(AUTH_TEXTS.emailRequired);
  else if (!EMAIL_PATTERN.test(email.trim())) fail(AUTH_TEXTS.invalidEmail);
}

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
    checkEmail(values.email, context);
    checkNewPassword(values, context);
  });

export type RegistrationValues = z.infer<typeof registrationSchema>;

/** Forgotten password: the account's e-mail. */
export const emailSchema = z.object({ email: z.string() }).superRefine((values, context) => {
  checkEmail(values.email, context);
});

export type EmailValues = z.infer<typeof emailSchema>;

/** The new password set from a forgotten-password link. */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine((values, context) => checkNewPassword(values, context));

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** Account settings: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmation: z.string() })
  .superRefine((values, context) => {
    if (!values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: AUTH_TEXTS.currentPasswordRequired });
    }
    checkNewPassword({ password: values.newPassword, confirmation: values.confirmation }, context, {
      password: 'newPassword',
      confirmation: 'confirmation',
    });
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
