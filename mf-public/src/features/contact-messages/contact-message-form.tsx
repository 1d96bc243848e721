import { ApiError, errorMessage, translateFieldErrors, useAddContactMessage } from '@autoskola/api-client';
import { currentSchool } from '@autoskola/school';
import { CheckboxField, HoneypotField, StatusMessage, TextAreaField, TextField, useHydrated } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type ContactValues, contactSchema } from './contact-message-schema.ts';
import './contact-messages.css';

export const CONTACT_TEXTS = {
  submit: 'Odoslať',
  sending: 'Odosielam...',
  success: 'Správa bola úspešne odoslaná.',
  failure: 'Nastala chyba pri odoslaní.',
} as const;

const empty = { firstname: '', lastname: '', email: '', phone: '', message: '', website: '' };

export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const send = useAddContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...empty, message: initialMessage, consent: false },
  });

  const onSubmit = handleSubmit(async ({ consent: _consent, website, ...values }) => {
    setOutcome(null);
    try {
      // The consent flag stays in the form; it is not sent (SPEC §3).
      await send.mutateAsync({ ...values, ...(website ? { website } : {}) });
      reset({ ...empty, consent: getValues('consent') });
      setOutcome({ kind: 'success', text: CONTACT_TEXTS.success });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(translateFieldErrors(error.errors))) {
          if (field in empty) setError(field as keyof ContactValues, { message });
        }
      }
      setOutcome({ kind: 'error', text: errorMessage(error, CONTACT_TEXTS.failure) });
    }
  });

  const school = currentSchool();
  // Until the page is hydrated, typing would be overwritten and sending would do nothing.
  const hydrated = useHydrated();
  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate>
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <div className="contact-form__row">
          <TextField
            label="Meno"
            required
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
          <TextField
            label="Priezvisko"
            required
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </div>
        <div className="contact-form__row">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Telefón"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <TextAreaField
          label="Správa"
          required
          rows={5}
          // Shown in the server-rendered page too (the form library fills fields only in the browser).
          defaultValue={initialMessage}
          error={errors.message?.message}
          {...register('message')}
        />
        <HoneypotField {...register('website')} />
        <CheckboxField
          required
          error={errors.consent ? true : undefined}
          label={
            <>
              Súhlasím so spracovaním zadaných osobných údajov prevádzkovateľom {school.name} na účel spätného
              kontaktovania. Viac v <Link to="/gdpr">zásadách ochrany osobných údajov</Link>.
            </>
          }
          {...register('consent')}
        />
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.submit}
        </button>
      </fieldset>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}
