import type { Schemas } from '@autoskola/api-client';
import { CheckboxField, TextField } from '@autoskola/ui';
import { z } from 'zod';
import { AdminForm } from '../forms/admin-form.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { wholeNumberFrom0 } from '../forms/whole-number.ts';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Názov je povinný.',
  nameMax: 'Názov nemôže byť dlhší ako 30 znakov.',
  position: 'Pozícia musí byť celé číslo väčšie ako 0.',
} as const;

const categorySchema = z.object({
  name: z.string().trim().min(1, CATEGORY_MESSAGES.nameRequired).max(30, CATEGORY_MESSAGES.nameMax),
  position: wholeNumberFrom0(CATEGORY_MESSAGES.position),
  active: z.boolean(),
});

type CategoryValues = z.input<typeof categorySchema>;

interface CategoryFormProps {
  category: Schemas['LearningMaterialCategory'] | null;
  onSave: (input: Schemas['LearningMaterialCategoryInput']) => Promise<unknown>;
}

/** SPEC §5: a new category starts at position 1 and active. */
export function CategoryForm({ category, onSave }: CategoryFormProps) {
  const form = useAdminForm<CategoryValues>({
    schema: categorySchema,
    defaultValues: {
      name: category?.name ?? '',
      position: String(category?.position ?? 1),
      active: category?.active ?? true,
    },
    save: (values) => onSave({ name: values.name.trim(), position: Number(values.position), active: values.active }),
  });
  const { errors } = form.formState;

  return (
    <AdminForm form={form}>
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
