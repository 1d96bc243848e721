import { type Schemas, useTestSettings, useUpdateTestSettings } from '@autoskola/api-client';
import { QueryStatus, StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveFailure } from '../forms/save-errors.ts';
import { SaveFooter } from '../forms/save-footer.tsx';

export const SETTINGS_TEXTS = {
  heading: 'Nastavenia testu',
  loading: 'Načítavam nastavenia testu…',
  error: 'Nepodarilo sa načítať nastavenia testu.',
  saved: 'Nastavenia testu boli uložené.',
  questionCount: 'Počet otázok musí byť celé číslo od 1 do 200.',
  timeLimit: 'Časový limit musí byť celé číslo od 1 do 240 minút.',
  passMark: 'Hranica úspešnosti musí byť celé číslo od 1 do 100.',
} as const;

const whole = (min: number, max: number, message: string) =>
  z.string().refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max, {
    message,
  });

const settingsSchema = z.object({
  questionCount: whole(1, 200, SETTINGS_TEXTS.questionCount),
  timeLimitMinutes: whole(1, 240, SETTINGS_TEXTS.timeLimit),
  passMark: whole(1, 100, SETTINGS_TEXTS.passMark),
});

type SettingsValues = z.input<typeof settingsSchema>;

function SettingsForm({ settings }: { settings: Schemas['TestSettings'] }) {
  const update = useUpdateTestSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      questionCount: String(settings.questionCount),
      timeLimitMinutes: String(settings.timeLimitMinutes),
      passMark: String(settings.passMark),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await update.mutateAsync({
        questionCount: Number(values.questionCount),
        timeLimitMinutes: Number(values.timeLimitMinutes),
        passMark: Number(values.passMark),
      });
      setSaved(true);
    } catch (error) {
      setFailure(saveFailure(error, (field, message) => setError(field as keyof SettingsValues, { message })));
    }
  });

  return (
    <form className="admin-form test-settings" onSubmit={onSubmit} noValidate>
      <TextField
        label="Počet otázok"
        required
        inputMode="numeric"
        error={errors.questionCount?.message}
        {...register('questionCount')}
      />
      <TextField
        label="Časový limit (minúty)"
        required
        inputMode="numeric"
        error={errors.timeLimitMinutes?.message}
        {...register('timeLimitMinutes')}
      />
      <TextField
        label="Hranica úspešnosti (%)"
        required
        inputMode="numeric"
        error={errors.passMark?.message}
        {...register('passMark')}
      />
      {saved && <StatusMessage kind="success">{SETTINGS_TEXTS.saved}</StatusMessage>}
      <SaveFooter failure={failure} isSubmitting={isSubmitting} />
    </form>
  );
}

/** The exam's rules: tests started after a save use them; tests in progress keep theirs. */
export function TestSettingsSection() {
  return (
    <section aria-labelledby="test-settings-heading">
      <h2 id="test-settings-heading">{SETTINGS_TEXTS.heading}</h2>
      <QueryStatus query={useTestSettings()} texts={SETTINGS_TEXTS}>
        {({ testSettings }) => <SettingsForm settings={testSettings} />}
      </QueryStatus>
    </section>
  );
}
