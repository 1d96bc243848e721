import { useAdminOffers, useCreateOffer, useDeleteOffer, useOffer, useUpdateOffer } from '@autoskola/api-client';
import { deleteColumn, Modal, Pagination, StatusIcon, StatusMessage, Table, usePageParam } from '@autoskola/ui';
import { useState } from 'react';
import { OfferForm } from '../features/offers/offer-form.tsx';
import { OfferImage } from '../features/offers/offer-image.tsx';

export const OFFERS_TEXTS = {
  loading: 'Načítavam ponuku…',
  empty: 'V databáze sa nenachádza žiadna ponuka.',
  error: 'Nepodarilo sa načítať ponuku.',
  deleteFailed: 'Nepodarilo sa zmazať ponuku.',
} as const;

const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function EditOffer({ id, onDone }: { id: number; onDone: () => void }) {
  const offer = useOffer(id);
  const update = useUpdateOffer();
  if (offer.isPending) return <StatusMessage kind="loading">{OFFERS_TEXTS.loading}</StatusMessage>;
  if (offer.isError) return <StatusMessage kind="error">{OFFERS_TEXTS.error}</StatusMessage>;
  return (
    <>
      <OfferForm
        offer={offer.data.offer}
        onSave={async (input) => {
          await update.mutateAsync({ id, input });
          onDone();
        }}
      />
      <OfferImage offer={offer.data.offer} />
    </>
  );
}

function CreateOffer({ onDone }: { onDone: () => void }) {
  const create = useCreateOffer();
  return (
    <OfferForm
      offer={null}
      onSave={async (input) => {
        await create.mutateAsync(input);
        onDone();
      }}
    />
  );
}

export default function OffersPage() {
  const page = usePageParam('page');
  const offers = useAdminOffers(page);
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const close = () => setEditing(null);

  return (
    <section className="page admin-page">
      <div className="admin-page__heading">
        <h1>Ponuka</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          + Pridať ponuku
        </button>
      </div>
      {deleteFailed && <StatusMessage kind="error">{OFFERS_TEXTS.deleteFailed}</StatusMessage>}
      {offers.isPending ? (
        <StatusMessage kind="loading">{OFFERS_TEXTS.loading}</StatusMessage>
      ) : offers.isError ? (
        <StatusMessage kind="error">{OFFERS_TEXTS.error}</StatusMessage>
      ) : offers.data.offers.length === 0 ? (
        <StatusMessage kind="empty">{OFFERS_TEXTS.empty}</StatusMessage>
      ) : (
        <>
          <Table
            caption="Ponuka kurzov"
            rows={offers.data.offers}
            rowKey={(offer) => offer.id}
            rowLabel={(offer) => `Upraviť ${offer.name}`}
            onRowClick={(offer) => setEditing(offer.id)}
            columns={[
              { header: 'ID', cell: (offer) => offer.id },
              { header: 'Názov', cell: (offer) => offer.name },
              { header: 'Cena', cell: (offer) => euro.format(offer.price) },
              { header: 'Pozícia', cell: (offer) => offer.position },
              { header: 'Stav', cell: (offer) => <StatusIcon on={offer.active} /> },
              deleteColumn(async (offer: { id: number }) => {
                setDeleteFailed(false);
                await remove.mutateAsync(offer.id).catch(() => setDeleteFailed(true));
              }, remove.isPending),
            ]}
          />
          <Pagination pagesCount={offers.data.pagesCount} param="page" />
        </>
      )}
      {editing !== null && (
        <Modal title={editing === 'new' ? 'Pridať ponuku' : 'Upraviť ponuku'} onClose={close}>
          {editing === 'new' ? <CreateOffer onDone={close} /> : <EditOffer id={editing} onDone={close} />}
        </Modal>
      )}
    </section>
  );
}
