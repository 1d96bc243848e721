import type { Schemas } from '@autoskola/api-client';
import { CheckboxField, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveFailure } from '../forms/save-errors.ts';
import { SaveFooter } from '../forms/save-footer.tsx';
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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      position: String(category?.position ?? 1),
      active: category?.active ?? true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave({ name: values.name.trim(), position: Number(values.position), active: values.active });
    } catch (error) {
      setFailure(saveFailure(error, (field, message) => setError(field as keyof CategoryValues, { message })));
    }
  });

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <TextField label="Názov" required error={errors.name?.message} {...register('name')} />
      <TextField
        label="Pozícia"
        required
        inputMode="numeric"
        error={errors.position?.message}
        {...register('position')}
      />
      <CheckboxField label="Aktívne" {...register('active')} />
      <SaveFooter failure={failure} isSubmitting={isSubmitting} />
    </form>
  );
}
