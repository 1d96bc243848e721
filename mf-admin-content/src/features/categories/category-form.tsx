import type { Schemas } from '@autoskola/api-client';
import { CATEGORY_RULES, categoryErrors } from '@autoskola/rules/learning-materials';
import { CheckboxField, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm, adminSubmit, SAVE_FAILED } from '../forms/admin-form.tsx';
import { withRules } from '../forms/with-rules.ts';

/** SPEC §5 category form's messages, as @autoskola/rules words them for the server and the mocks too. */
export const CATEGORY_MESSAGES = {
  nameRequired: CATEGORY_RULES.name.required,
  nameMax: CATEGORY_RULES.name.tooLong,
  position: CATEGORY_RULES.position.message,
} as const;

const categorySchema = withRules(
  z.object({ name: z.string(), position: z.string(), active: z.boolean() }),
  categoryErrors,
);

type CategoryValues = z.input<typeof categorySchema>;

interface CategoryFormProps {
  category: Schemas['LearningMaterialCategory'] | null;
  onSave: (input: Schemas['LearningMaterialCategoryInput']) => Promise<unknown>;
}

/** SPEC §5: a new category starts at position 1 and active. */
export function CategoryForm({ category, onSave }: CategoryFormProps) {
  const form = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      position: String(category?.position ?? 1),
      active: category?.active ?? true,
    },
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, (values) =>
    onSave({ name: values.name.trim(), position: Number(values.position), active: values.active }),
  );
  const { errors } = form.formState;

  return (
    <AdminForm onSubmit={onSubmit} kit={kit}>
      <TextField label="Názov" required error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Pozícia"
        required
        inputMode="numeric"
        error={errors.position?.message}
        {...form.register('position')}
      />
      <CheckboxField label="Aktívne" {...form.register('active')} />
    </AdminForm>
  );
}
