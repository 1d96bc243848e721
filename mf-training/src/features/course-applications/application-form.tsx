import { type Schemas, useSubmitCourseApplication } from '@autoskola/api-client';
import {
  type CourseApplicationValues,
  courseApplicationErrors,
  courseTitle,
  isMinor,
} from '@autoskola/rules/course-applications';
import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import { formatPrice } from '@autoskola/rules/offers';
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  StatusMessage,
  TextAreaField,
  TextField,
  useFormKit,
  useHydrated,
} from '@autoskola/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { APPLICATION_TEXTS as T } from './course-application-texts.ts';
import './course-applications.css';

type Values = Omit<CourseApplicationValues, 'note' | 'parentName' | 'parentEmail'> & {
  offerId: string;
  note: string;
  parentName: string;
  parentEmail: string;
  heldGroups: LicenceGroup[];
  website: string;
};

const empty: Values = {
  offerId: '',
  firstname: '',
  lastname: '',
  birthDate: '',
  email: '',
  phone: '',
  street: '',
  town: '',
  postalCode: '',
  heldGroups: [],
  note: '',
  termsAccepted: false,
  parentName: '',
  parentEmail: '',
  website: '',
};

interface ApplicationFormProps {
  offers: readonly Schemas['Offer'][];
  /** From `?kurz=` (an offer card's 'Prihláška online'). */
  initialOfferId: number | null;
  /** A logged-in user's e-mail, prefilled. */
  email: string | null;
}

/**
 * The public application form. Plain state instead of a form library: the page must stay light
 * (issue 38: at most 20 KB of JavaScript more than the landing page). Every rule is the shared one
 * (@autoskola/rules/course-applications), checked again by the server.
 */
export function ApplicationForm({ offers, initialOfferId, email }: ApplicationFormProps) {
  const preselected = offers.some((offer) => offer.id === initialOfferId) ? String(initialOfferId) : '';
  const [values, setValues] = useState<Values>({ ...empty, offerId: preselected, email: email ?? '' });
  const { errors, outcome, refused, attempt } = useFormKit(T.failure);
  const submit = useSubmitCourseApplication();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  const offer = offers.find((candidate) => String(candidate.id) === values.offerId) ?? null;
  const minor = isMinor(values.birthDate);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<keyof Values, 'heldGroups' | 'termsAccepted'>) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...courseApplicationErrors(values, offer?.group ?? null),
      ...(offer ? {} : { offerId: 'Vyberte kurz.' }),
    };
    if (refused(found, T.invalid) || !offer) {
      focusFirstError();
      return;
    }
    const sent = await attempt(async () => {
      const answer = await submit.mutateAsync({
        offerId: offer.id,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        birthDate: values.birthDate,
        email: values.email.trim(),
        phone: values.phone.trim(),
        street: values.street.trim(),
        town: values.town.trim(),
        postalCode: values.postalCode.trim(),
        heldGroups: values.heldGroups,
        note: values.note.trim() || null,
        termsAccepted: values.termsAccepted,
        parentName: minor ? values.parentName.trim() : null,
        parentEmail: minor ? values.parentEmail.trim() : null,
        ...(values.website ? { website: values.website } : {}),
      });
      setValues({ ...empty, offerId: values.offerId, email: email ?? '' });
      return answer.message;
    });
    if (!sent) focusFirstError();
  }

  if (outcome?.kind === 'success') {
    return <StatusMessage kind="success">{outcome.text}</StatusMessage>;
  }

  return (
    <form ref={formRef} className="application-form" onSubmit={onSubmit} noValidate>
      <fieldset className="form-fieldset" disabled={!hydrated || submit.isPending}>
        <fieldset className="application-form__section">
          <legend>{T.course}</legend>
          <SelectField label={T.course} required {...text('offerId')}>
            <option value="">{T.chooseCourse}</option>
            {offers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {`${courseTitle(candidate.name, candidate.group)} – ${formatPrice(candidate.price)}, ${candidate.length}`}
              </option>
            ))}
          </SelectField>
        </fieldset>

        <fieldset className="application-form__section">
          <legend>{T.personal}</legend>
          <div className="application-form__row">
            <TextField label={T.firstname} required autoComplete="given-name" {...text('firstname')} />
            <TextField label={T.lastname} required autoComplete="family-name" {...text('lastname')} />
          </div>
          <div className="application-form__row">
            <TextField label={T.birthDate} type="date" required autoComplete="bday" {...text('birthDate')} />
            <TextField label={T.email} type="email" required autoComplete="email" {...text('email')} />
            <TextField label={T.phone} type="tel" required autoComplete="tel" {...text('phone')} />
          </div>
          <p className="application-form__hint">{T.noBirthNumber}</p>
        </fieldset>

        {minor && (
          <fieldset className="application-form__section">
            <legend>{T.parent}</legend>
            <p className="application-form__hint">{T.parentIntro}</p>
            <div className="application-form__row">
              <TextField label={T.parentName} required autoComplete="off" {...text('parentName')} />
              <TextField label={T.parentEmail} type="email" required autoComplete="off" {...text('parentEmail')} />
            </div>
          </fieldset>
        )}

        <fieldset className="application-form__section">
          <legend>{T.address}</legend>
          <TextField label={T.street} required autoComplete="street-address" {...text('street')} />
          <div className="application-form__row">
            <TextField label={T.town} required autoComplete="address-level2" {...text('town')} />
            <TextField
              label={T.postalCode}
              required
              autoComplete="postal-code"
              inputMode="numeric"
              {...text('postalCode')}
            />
          </div>
        </fieldset>

        <fieldset className="application-form__section">
          <legend>{T.heldGroups}</legend>
          <div className="application-form__groups">
            {LICENCE_GROUPS.map((group) => (
              <CheckboxField
                key={group}
                label={group}
                name="heldGroups"
                value={group}
                checked={values.heldGroups.includes(group)}
                onChange={(event) =>
                  set(
                    'heldGroups',
                    event.target.checked
                      ? LICENCE_GROUPS.filter((item) => item === group || values.heldGroups.includes(item))
                      : values.heldGroups.filter((item) => item !== group),
                  )
                }
              />
            ))}
          </div>
        </fieldset>

        <TextAreaField label={T.note} rows={4} maxLength={1000} {...text('note')} />

        <HoneypotField value={values.website} onChange={(event) => set('website', event.target.value)} />

        <CheckboxField
          required
          name="termsAccepted"
          checked={values.termsAccepted}
          error={errors.termsAccepted}
          onChange={(event) => set('termsAccepted', event.target.checked)}
          label={
            <>
              {T.terms} (<Link to="/obchodne-podmienky">{T.termsLink}</Link>)
            </>
          }
        />
        <p className="application-form__hint">
          {T.privacy} <Link to="/gdpr">{T.privacyLink}</Link>.
        </p>
        <button type="submit" className="button">
          {submit.isPending ? T.sending : T.submit}
        </button>
      </fieldset>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}
