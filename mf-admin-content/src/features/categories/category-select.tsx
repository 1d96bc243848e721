import { useAllCategories } from '@autoskola/api-client';
import { SelectField, StatusMessage } from '@autoskola/ui';
import type { ComponentProps } from 'react';

export const CATEGORIES_FAILED = 'Nepodarilo sa načítať kategórie.';

interface CategorySelectProps extends ComponentProps<'select'> {
  current: { id: number; name: string } | undefined;
  error: string | undefined;
}

/**
 * A learning-material category (of a material, or of anything filed under one), chosen from all
 * categories.
 * Controlled (value from the form): the options arrive after the form, and the choice must survive that.
 */
export function CategorySelect({ current, error, ...select }: CategorySelectProps) {
  const categories = useAllCategories();
  const options = categories.data?.learningMaterialCategories ?? [];
  // The item's own category stays selectable even when the list failed or no longer holds it.
  const missingCurrent = current && !options.some((category) => category.id === current.id) ? [current] : [];
  return (
    <>
      <SelectField label="Kategória" required error={error} {...select}>
        <option value="">{categories.isPending ? 'Načítavam kategórie…' : 'Vyber kategóriu'}</option>
        {missingCurrent.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
        {options.map((category) => (
          <option key={category.id} value={category.id}>
            {category.active ? category.name : `${category.name} (neaktívna)`}
          </option>
        ))}
      </SelectField>
      {categories.isError && <StatusMessage kind="error">{CATEGORIES_FAILED}</StatusMessage>}
    </>
  );
}
