import {
  useAdminMaterials,
  useCreateMaterial,
  useDeleteMaterial,
  useMaterial,
  useUpdateMaterial,
} from '@autoskola/api-client';
import { Modal, Pagination, QueryStatus, StatusIcon, Table, useDeleteColumn, usePageParam } from '@autoskola/ui';
import { useState } from 'react';
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
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <section className="admin-section" aria-labelledby="materials-heading">
      <div className="admin-page__heading">
        <h2 id="materials-heading">Materiály</h2>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          + Pridať materiál
        </button>
      </div>
      {deletion.failure}
      <QueryStatus query={materials} texts={MATERIAL_TEXTS} isEmpty={(data) => data.learningMaterials.length === 0}>
        {(data) => (
          <>
            <Table
              caption="Učebné materiály"
              rows={data.learningMaterials}
              rowKey={(material) => material.id}
              rowLabel={(material) => `Upraviť ${material.name}`}
              onRowClick={(material) => setEditing(material.id)}
              columns={[
                { header: 'ID', cell: (material) => material.id },
                { header: 'Názov', cell: (material) => material.name },
                { header: 'Kategória', cell: (material) => material.category.name },
                { header: 'Pozícia', cell: (material) => material.position },
                { header: 'Stav', cell: (material) => <StatusIcon on={material.active} /> },
                deletion.column,
              ]}
            />
            <Pagination pagesCount={data.pagesCount} param="materialPage" />
          </>
        )}
      </QueryStatus>
      {editing !== null && (
        <Modal title={editing === 'new' ? 'Pridať materiál' : 'Upraviť materiál'} onClose={close}>
          {editing === 'new' ? <CreateMaterial onDone={close} /> : <EditMaterial id={editing} onDone={close} />}
        </Modal>
      )}
    </section>
  );
}
