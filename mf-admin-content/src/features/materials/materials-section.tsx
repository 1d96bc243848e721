import {
  useAdminMaterials,
  useCreateMaterial,
  useDeleteMaterial,
  useMaterial,
  useUpdateMaterial,
} from '@autoskola/api-client';
import { ListSection, QueryStatus, StatusIcon, useDeleteColumn, usePageParam } from '@autoskola/ui';
import { MaterialForm } from './material-form.tsx';

export const MATERIAL_TEXTS = {
  loading: 'Načítavam učebné materiály…',
  empty: 'V databáze sa nenachádza žiadny učebný materiál.',
  error: 'Nepodarilo sa načítať učebné materiály.',
  // SPEC §2 keeps the offer dialog's wording for the material dialog.
  dialogLoading: 'Načítavam ponuku...',
  dialogError: 'Nepodarilo sa načítať učebný materiál.',
  deleteFailed: 'Nepodarilo sa zmazať učebný materiál.',
} as const;

function EditMaterial({ id, onDone }: { id: number; onDone: () => void }) {
  const material = useMaterial(id);
  const update = useUpdateMaterial();
  return (
    <QueryStatus query={material} texts={{ loading: MATERIAL_TEXTS.dialogLoading, error: MATERIAL_TEXTS.dialogError }}>
      {(data) => (
        <MaterialForm
          material={data.learningMaterial}
          onSave={async (input) => {
            await update.mutateAsync({ id, input });
            onDone();
          }}
        />
      )}
    </QueryStatus>
  );
}

function CreateMaterial({ onDone }: { onDone: () => void }) {
  const create = useCreateMaterial();
  return (
    <MaterialForm
      material={null}
      onSave={async (input) => {
        await create.mutateAsync(input);
        onDone();
      }}
    />
  );
}

export function MaterialsSection() {
  const page = usePageParam('materialPage');
  const materials = useAdminMaterials(page);
  const deletion = useDeleteColumn(useDeleteMaterial(), MATERIAL_TEXTS.deleteFailed);

  return (
    <ListSection
      heading={{ text: 'Materiály', level: 2, id: 'materials-heading' }}
      addLabel="+ Pridať materiál"
      notice={deletion.failure}
      query={materials}
      texts={MATERIAL_TEXTS}
      rows={(data) => data.learningMaterials}
      pagesCount={(data) => data.pagesCount}
      pageParam="materialPage"
      openKey={(material) => material.id}
      table={{
        caption: 'Učebné materiály',
        rowKey: (material) => material.id,
        rowLabel: (material) => `Upraviť ${material.name}`,
        columns: [
          { header: 'ID', cell: (material) => material.id },
          { header: 'Názov', cell: (material) => material.name },
          { header: 'Kategória', cell: (material) => material.category.name },
          { header: 'Pozícia', cell: (material) => material.position },
          { header: 'Stav', cell: (material) => <StatusIcon on={material.active} /> },
          deletion.column,
        ],
      }}
      dialog={{
        title: (opened) => (opened === 'new' ? 'Pridať materiál' : 'Upraviť materiál'),
        content: (opened, close) =>
          opened === 'new' ? <CreateMaterial onDone={close} /> : <EditMaterial id={opened} onDone={close} />,
      }}
    />
  );
}
