import {
  formatPrice,
  useAdminOffers,
  useCreateOffer,
  useDeleteOffer,
  useOffer,
  useUpdateOffer,
} from '@autoskola/api-client';
import { Modal, Pagination, QueryStatus, StatusIcon, Table, useDeleteColumn, usePageParam } from '@autoskola/ui';
import { useState } from 'react';
import { OfferForm } from './offer-form.tsx';
import { OfferImage } from './offer-image.tsx';

export const OFFERS_TEXTS = {
  loading: 'Načítavam ponuku…',
  empty: 'V databáze sa nenachádza žiadna ponuka.',
  error: 'Nepodarilo sa načítať ponuku.',
  deleteFailed: 'Nepodarilo sa zmazať ponuku.',
} as const;

function EditOffer({ id, onDone }: { id: number; onDone: () => void }) {
  const offer = useOffer(id);
  const update = useUpdateOffer();
  return (
    <QueryStatus query={offer} texts={OFFERS_TEXTS}>
      {(data) => (
        <>
          <OfferForm
            offer={data.offer}
            onSave={async (input) => {
              await update.mutateAsync({ id, input });
              onDone();
            }}
          />
          <OfferImage offer={data.offer} />
        </>
      )}
    </QueryStatus>
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

/** The instructors' list of course offers, with the dialogs that add and edit them. */
export function OffersSection() {
  const page = usePageParam('page');
  const offers = useAdminOffers(page);
  const deletion = useDeleteColumn(useDeleteOffer(), OFFERS_TEXTS.deleteFailed);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <>
      <div className="admin-page__heading">
        <h1>Ponuka</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          + Pridať ponuku
        </button>
      </div>
      {deletion.failure}
      <QueryStatus query={offers} texts={OFFERS_TEXTS} isEmpty={(data) => data.offers.length === 0}>
        {(data) => (
          <>
            <Table
              caption="Ponuka kurzov"
              rows={data.offers}
              rowKey={(offer) => offer.id}
              rowLabel={(offer) => `Upraviť ${offer.name}`}
              onRowClick={(offer) => setEditing(offer.id)}
              columns={[
                { header: 'ID', cell: (offer) => offer.id },
                { header: 'Názov', cell: (offer) => offer.name },
                { header: 'Cena', cell: (offer) => formatPrice(offer.price) },
                { header: 'Pozícia', cell: (offer) => offer.position },
                { header: 'Stav', cell: (offer) => <StatusIcon on={offer.active} /> },
                deletion.column,
              ]}
            />
            <Pagination pagesCount={data.pagesCount} param="page" />
          </>
        )}
      </QueryStatus>
      {editing !== null && (
        <Modal title={editing === 'new' ? 'Pridať ponuku' : 'Upraviť ponuku'} onClose={close}>
          {editing === 'new' ? <CreateOffer onDone={close} /> : <EditOffer id={editing} onDone={close} />}
        </Modal>
      )}
    </>
  );
}
