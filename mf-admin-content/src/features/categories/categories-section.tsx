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
import {
  deleteColumn,
  Modal,
  Pagination,
  QueryStatus,
  StatusIcon,
  StatusMessage,
  Table,
  usePageParam,
} from '@autoskola/ui';
import { useState } from 'react';
import { CategoryForm } from './category-form.tsx';

export const CATEGORY_TEXTS = {
  loading: 'Načítavam kategórie učebných materiálov…',
  empty: 'V databáze sa nenachádza žiadna kategória učebných materiálov.',
  error: 'Nepodarilo sa načítať kategórie učebných materiálov.',
  notEmpty: 'Nie je možné zmazať kategóriu, pretože obsahuje materiály.',
  deleteFailed: 'Nepodarilo sa zmazať kategóriu.',
} as const;

type Editing = Schemas['LearningMaterialCategory'] | 'new' | null;

export function CategoriesSection() {
  const page = usePageParam('categoryPage');
  const categories = useAdminCategories(page);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
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
    <section className="admin-section" aria-labelledby="categories-heading">
      <div className="admin-page__heading">
        <h2 id="categories-heading">Kategórie</h2>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          + Pridať kategóriu
        </button>
      </div>
      {deleteMessage && <StatusMessage kind="error">{deleteMessage}</StatusMessage>}
      <QueryStatus
        query={categories}
        texts={CATEGORY_TEXTS}
        isEmpty={(data) => data.learningMaterialCategories.length === 0}
      >
        {(data) => (
          <>
            <Table
              caption="Kategórie učebných materiálov"
              rows={data.learningMaterialCategories}
              rowKey={(category) => category.id}
              rowLabel={(category) => `Upraviť ${category.name}`}
              onRowClick={setEditing}
              columns={[
                { header: 'ID', cell: (category) => category.id },
                { header: 'Názov', cell: (category) => category.name },
                { header: 'Pozícia', cell: (category) => category.position },
                { header: 'Stav', cell: (category) => <StatusIcon on={category.active} /> },
                deleteColumn<Schemas['LearningMaterialCategory']>((category) => void deleteCategory(category)),
              ]}
            />
            <Pagination pagesCount={data.pagesCount} param="categoryPage" />
          </>
        )}
      </QueryStatus>
      {editing !== null && (
        <Modal title={editing === 'new' ? 'Pridať kategóriu' : 'Upraviť kategóriu'} onClose={() => setEditing(null)}>
          <CategoryForm
            category={editing === 'new' ? null : editing}
            onSave={async (input) => {
              if (editing === 'new') await create.mutateAsync(input);
              else await update.mutateAsync({ id: editing.id, input });
              setEditing(null);
            }}
          />
        </Modal>
      )}
    </section>
  );
}
