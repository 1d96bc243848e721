import {
  ApiError,
  errorMessage,
  listCategoryMaterials,
  type Schemas,
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '@autoskola/api-client';
import { deleteColumn, ListSection, StatusIcon, StatusMessage, usePageParam } from '@autoskola/ui';
import { useState } from 'react';
import { CategoryForm } from './category-form.tsx';

export const CATEGORY_TEXTS = {
  loading: 'Načítavam kategórie učebných materiálov…',
  empty: 'V databáze sa nenachádza žiadna kategória učebných materiálov.',
  error: 'Nepodarilo sa načítať kategórie učebných materiálov.',
  notEmpty: 'Nie je možné zmazať kategóriu, pretože obsahuje materiály.',
  deleteFailed: 'Nepodarilo sa zmazať kategóriu.',
} as const;

export function CategoriesSection() {
  const page = usePageParam('categoryPage');
  const categories = useAdminCategories(page);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [deleteMessage, setDeleteMessage] = useState<string | null>(null);

  const deleteCategory = async (category: Schemas['LearningMaterialCategory']) => {
    setDeleteMessage(null);
    try {
      // Checked here for a quick answer; the server refuses it anyway (409) if a material arrives meanwhile.
      const { learningMaterials } = await listCategoryMaterials(category.id);
      if (learningMaterials.length > 0) {
        setDeleteMessage(CATEGORY_TEXTS.notEmpty);
        return;
      }
      await remove.mutateAsync(category.id);
    } catch (error) {
      setDeleteMessage(
        // 409: something is still filed under it (materials or another feature's rows); the
        // server's message says which.
        error instanceof ApiError && error.status === 409
          ? errorMessage(error, CATEGORY_TEXTS.notEmpty)
          : CATEGORY_TEXTS.deleteFailed,
      );
    }
  };

  return (
    <ListSection
      heading={{ text: 'Kategórie', level: 2, id: 'categories-heading' }}
      addLabel="+ Pridať kategóriu"
      notice={deleteMessage && <StatusMessage kind="error">{deleteMessage}</StatusMessage>}
      query={categories}
      texts={CATEGORY_TEXTS}
      rows={(data) => data.learningMaterialCategories}
      pagesCount={(data) => data.pagesCount}
      pageParam="categoryPage"
      // The list's row is all the form needs: no dialog of its own loading.
      openKey={(category) => category}
      table={{
        caption: 'Kategórie učebných materiálov',
        rowKey: (category) => category.id,
        rowLabel: (category) => `Upraviť ${category.name}`,
        columns: [
          { header: 'ID', cell: (category) => category.id },
          { header: 'Názov', cell: (category) => category.name },
          { header: 'Pozícia', cell: (category) => category.position },
          { header: 'Stav', cell: (category) => <StatusIcon on={category.active} /> },
          deleteColumn<Schemas['LearningMaterialCategory']>((category) => void deleteCategory(category)),
        ],
      }}
      dialog={{
        title: (opened) => (opened === 'new' ? 'Pridať kategóriu' : 'Upraviť kategóriu'),
        content: (opened, close) => (
          <CategoryForm
            category={opened === 'new' ? null : opened}
            onSave={async (input) => {
              if (opened === 'new') await create.mutateAsync(input);
              else await update.mutateAsync({ id: opened.id, input });
              close();
            }}
          />
        ),
      }}
    />
  );
}
