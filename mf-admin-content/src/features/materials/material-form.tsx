import type { Schemas } from '@autoskola/api-client';
import { MATERIAL_RULES, materialErrors } from '@autoskola/rules/learning-materials';
import { CheckboxField, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CategorySelect } from '../categories/category-select.tsx';
import { AdminForm, adminSubmit, SAVE_FAILED } from '../forms/admin-form.tsx';
import { withRules } from '../forms/with-rules.ts';
import { RichTextField } from './rich-text/rich-text-field.tsx';

/** SPEC §5 material form's messages, as @autoskola/rules words them for the server and the mocks too. */
export const MATERIAL_MESSAGES = {
  nameRequired: MATERIAL_RULES.name.required,
  nameMax: MATERIAL_RULES.name.tooLong,
  categoryRequired: MATERIAL_RULES.categoryId.required,
  contentRequired: MATERIAL_RULES.content.required,
  position: MATERIAL_RULES.position.message,
} as const;

const materialSchema = withRules(
  z.object({
    name: z.string(),
    categoryId: z.string(),
    position: z.string(),
    active: z.boolean(),
    content: z.string(),
  }),
  materialErrors,
);

type MaterialValues = z.input<typeof materialSchema>;

interface MaterialFormProps {
  material: Schemas['LearningMaterial'] | null;
  onSave: (input: Schemas['LearningMaterialInput']) => Promise<unknown>;
}

/** SPEC §5: checked on submit, nothing sent while an error exists; a new material starts at position 1, active. */
export function MaterialForm({ material, onSave }: MaterialFormProps) {
  const form = useForm<MaterialValues>({
    resolver: zodResolver(materialSchema),
    defaultValues: {
      name: material?.name ?? '',
      categoryId: material ? String(material.category.id) : '',
      position: String(material?.position ?? 1),
      active: material?.active ?? true,
      content: material?.content ?? '',
    },
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, (values) =>
    onSave({
      name: values.name.trim(),
      categoryId: Number(values.categoryId),
      position: Number(values.position),
      active: values.active,
      content: values.content,
    }),
  );
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <AdminForm onSubmit={onSubmit} kit={kit}>
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
