import { collectErrors, type FieldErrors, textError, wholeNumberError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

const { LearningMaterialCategoryInput: category, LearningMaterialInput: material } = CONTRACT_LIMITS;
const POSITION = 'Pozícia musí byť celé číslo väčšie ako 0.';

/** SPEC §5 category form. */
export const CATEGORY_RULES = {
  name: {
    required: 'Názov je povinný.',
    maxLength: category.name.maxLength,
    tooLong: 'Názov nemôže byť dlhší ako 30 znakov.',
  },
  position: { ...category.position, message: POSITION },
} as const;

/** SPEC §5 material form; position 0 is accepted (docs/decisions/0008). */
export const MATERIAL_RULES = {
  name: {
    required: 'Názov je povinný.',
    maxLength: material.name.maxLength,
    tooLong: 'Názov nemôže byť dlhší ako 60 znakov.',
  },
  categoryId: { required: 'Kategória je povinná.' },
  content: { required: 'Text je povinný.' },
  position: { ...material.position, message: POSITION },
} as const;

export const categoryErrors = (values: { name: string; position: string | number }): FieldErrors =>
  collectErrors({
    name: textError(CATEGORY_RULES.name, values.name),
    position: wholeNumberError(CATEGORY_RULES.position, values.position),
  });

/** `content` is checked as the editor's text: the server passes it sanitized, markup that shows nothing is blank. */
export const materialErrors = (values: {
  name: string;
  categoryId: string | number;
  content: string;
  position: string | number;
}): FieldErrors =>
  collectErrors({
    name: textError(MATERIAL_RULES.name, values.name),
    categoryId: textError(MATERIAL_RULES.categoryId, String(values.categoryId)),
    position: wholeNumberError(MATERIAL_RULES.position, values.position),
    content: textError(MATERIAL_RULES.content, values.content),
  });

/** The categories' refusals (the server's, the mocks' alike); the question bank uses these categories too. */
export const CATEGORY_HAS_MATERIALS = 'Nie je možné zmazať kategóriu, pretože obsahuje materiály.';
export const UNKNOWN_CATEGORY = 'Kategória neexistuje.';
