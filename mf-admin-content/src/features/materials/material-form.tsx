import type { Schemas } from '@autoskola/api-client';
import { CheckboxField, TextField } from '@autoskola/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { CategorySelect } from '../categories/category-select.tsx';
import { AdminForm } from '../forms/admin-form.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { wholeNumberFrom0 } from '../forms/whole-number.ts';
import { RichTextField } from './rich-text/rich-text-field.tsx';

export const MATERIAL_MESSAGES = {
  nameRequired: 'Názov je povinný.',
  nameMax: 'Názov nemôže byť dlhší ako 60 znakov.',
  categoryRequired: 'Kategória je povinná.',
  contentRequired: 'Text je povinný.',
  position: 'Pozícia musí byť celé číslo väčšie ako 0.',
} as const;

// Position: 0 is accepted, as for offers and categories and in the API (docs/decisions/0008).
const materialSchema = z.object({
  name: z.string().trim().min(1, MATERIAL_MESSAGES.nameRequired).max(60, MATERIAL_MESSAGES.nameMax),
  categoryId: z.string().min(1, MATERIAL_MESSAGES.categoryRequired),
  position: wholeNumberFrom0(MATERIAL_MESSAGES.position),
  active: z.boolean(),
  content: z.string().refine((html) => html.trim() !== '', MATERIAL_MESSAGES.contentRequired),
});

type MaterialValues = z.input<typeof materialSchema>;

interface MaterialFormProps {
  material: Schemas['LearningMaterial'] | null;
  onSave: (input: Schemas['LearningMaterialInput']) => Promise<unknown>;
}

/** SPEC §5: checked on submit, nothing sent while an error exists; a new material starts at position 1, active. */
export function MaterialForm({ material, onSave }: MaterialFormProps) {
  const form = useAdminForm<MaterialValues>({
    schema: materialSchema,
    defaultValues: {
      name: material?.name ?? '',
      categoryId: material ? String(material.category.id) : '',
      position: String(material?.position ?? 1),
      active: material?.active ?? true,
      content: material?.content ?? '',
    },
    save: (values) =>
      onSave({
        name: values.name.trim(),
        categoryId: Number(values.categoryId),
        position: Number(values.position),
        active: values.active,
        content: values.content,
      }),
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <AdminForm form={form}>
      <TextField label="Názov" required error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <CategorySelect current={material?.category} error={errors.categoryId?.message} {...field} />
        )}
      />
      <TextField
        label="Pozícia"
        required
        inputMode="numeric"
        error={errors.position?.message}
        {...register('position')}
      />
      <CheckboxField label="Aktívne" {...register('active')} />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextField
            label="Text"
            required
            error={errors.content?.message}
            defaultValue={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
          />
        )}
      />
    </AdminForm>
  );
}
