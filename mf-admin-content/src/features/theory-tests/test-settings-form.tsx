import { type Schemas, useAllCategories, useTestSettings, useUpdateTestSettings } from '@autoskola/api-client';
import { THEORY_TEST_MESSAGES } from '@autoskola/rules/theory-tests';
import { QueryStatus, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm, adminSubmit, SAVE_FAILED } from '../forms/admin-form.tsx';

export const SETTINGS_TEXTS = {
  heading: 'Nastavenia testu',
  loading: 'Načítavam nastavenia testu…',
  error: 'Nepodarilo sa načítať nastavenia testu.',
  saved: 'Nastavenia testu boli uložené.',
  questionCount: 'Počet otázok musí byť celé číslo od 1 do 200.',
  timeLimit: 'Časový limit musí byť celé číslo od 1 do 240 minút.',
  passMark: 'Hranica úspešnosti musí byť celé číslo od 1 do 100.',
  categoriesHeading: 'Otázky z kategórií',
  categoriesHint: 'Prázdne pole: kategória prispeje podľa pomeru svojich aktívnych otázok.',
  categoryCount: 'Počet musí byť celé číslo od 0 do 200, alebo prázdne pole.',
  categoriesTooMany: THEORY_TEST_MESSAGES.categoryCountsTooMany,
} as const;

const wholeIn = (min: number, max: number, value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

const whole = (min: number, max: number, message: string) =>
  z.string().refine((value) => wholeIn(min, max, value), { message });

const settingsSchema = z
  .object({
    questionCount: whole(1, 200, SETTINGS_TEXTS.questionCount),
    timeLimitMinutes: whole(1, 240, SETTINGS_TEXTS.timeLimit),
    passMark: whole(1, 100, SETTINGS_TEXTS.passMark),
    // By category id; an empty field leaves the category to the proportional draw.
    categoryCounts: z.record(
      z.string(),
      z.string().refine((value) => value.trim() === '' || wholeIn(0, 200, value), SETTINGS_TEXTS.categoryCount),
    ),
  })
  .refine(
    (values) =>
      Object.values(values.categoryCounts).reduce((sum, value) => sum + (Number(value.trim()) || 0), 0) <=
      Number(values.questionCount),
    { message: SETTINGS_TEXTS.categoriesTooMany, path: ['categoryCountsTotal'] },
  );

type SettingsValues = z.input<typeof settingsSchema>;

function SettingsForm({
  settings,
  categories,
}: {
  settings: Schemas['TestSettings'];
  categories: Schemas['LearningMaterialCategory'][];
}) {
  const update = useUpdateTestSettings();
  const [saved, setSaved] = useState(false);
  const fixed = new Map((settings.categoryCounts ?? []).map((entry) => [entry.categoryId, entry.questionCount]));
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      questionCount: String(settings.questionCount),
      timeLimitMinutes: String(settings.timeLimitMinutes),
      passMark: String(settings.passMark),
      categoryCounts: Object.fromEntries(
        categories.map((category) => [
          String(category.id),
          fixed.has(category.id) ? String(fixed.get(category.id)) : '',
        ]),
      ),
    },
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, async (values) => {
    setSaved(false);
    await update.mutateAsync({
      questionCount: Number(values.questionCount),
      timeLimitMinutes: Number(values.timeLimitMinutes),
      passMark: Number(values.passMark),
      categoryCounts: Object.entries(values.categoryCounts)
        .filter(([, value]) => value.trim() !== '')
        .map(([categoryId, value]) => ({ categoryId: Number(categoryId), questionCount: Number(value) })),
    });
    setSaved(true);
  });
  const { register } = form;
  const { errors } = form.formState;
  // The refine above reports on a path of its own; react-hook-form keeps it beside the fields.
  const totalError = (errors as { categoryCountsTotal?: { message?: string } }).categoryCountsTotal?.message;

  return (
    <AdminForm onSubmit={onSubmit} kit={kit} className="test-settings">
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
      {categories.length > 0 && (
        <fieldset className="choice-group">
          <legend className="field__label">{SETTINGS_TEXTS.categoriesHeading}</legend>
          <p className="field__hint">{SETTINGS_TEXTS.categoriesHint}</p>
          {categories.map((category) => (
            <TextField
              key={category.id}
              label={category.name}
              inputMode="numeric"
              error={errors.categoryCounts?.[String(category.id)]?.message}
              {...register(`categoryCounts.${category.id}`)}
            />
          ))}
          {totalError && (
            <p className="field__error" role="alert">
              {totalError}
            </p>
          )}
        </fieldset>
      )}
      {saved && <StatusMessage kind="success">{SETTINGS_TEXTS.saved}</StatusMessage>}
    </AdminForm>
  );
}

/** The exam's rules: tests started after a save use them; tests in progress keep theirs. */
export function TestSettingsSection() {
  const settings = useTestSettings();
  const categories = useAllCategories();
  // The form waits for the categories too: its fields are made from them.
  const both = {
    isPending: settings.isPending || categories.isPending,
    isError: settings.isError || categories.isError,
    data:
      settings.data && categories.data
        ? { settings: settings.data.testSettings, categories: categories.data.learningMaterialCategories }
        : undefined,
  };
  return (
    <section aria-labelledby="test-settings-heading">
      <h2 id="test-settings-heading">{SETTINGS_TEXTS.heading}</h2>
      <QueryStatus query={both} texts={SETTINGS_TEXTS}>
        {(data) => <SettingsForm settings={data.settings} categories={data.categories} />}
      </QueryStatus>
    </section>
  );
}
