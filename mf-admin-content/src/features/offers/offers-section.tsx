import { useAdminOffers, useCreateOffer, useDeleteOffer, useOffer, useUpdateOffer } from '@autoskola/api-client';
import { formatPrice } from '@autoskola/rules/offers';
import { ListSection, QueryStatus, StatusIcon, useDeleteColumn, usePageParam } from '@autoskola/ui';
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

  return (
    <ListSection
      heading={{ text: 'Ponuka', level: 1 }}
      addLabel="+ Pridať ponuku"
      notice={deletion.failure}
      query={offers}
      texts={OFFERS_TEXTS}
      rows={(data) => data.offers}
      pagesCount={(data) => data.pagesCount}
      pageParam="page"
      openKey={(offer) => offer.id}
      table={{
        caption: 'Ponuka kurzov',
        rowKey: (offer) => offer.id,
        rowLabel: (offer) => `Upraviť ${offer.name}`,
        columns: [
          { header: 'ID', cell: (offer) => offer.id },
          { header: 'Názov', cell: (offer) => offer.name },
          { header: 'Cena', cell: (offer) => formatPrice(offer.price) },
          { header: 'Pozícia', cell: (offer) => offer.position },
          { header: 'Stav', cell: (offer) => <StatusIcon on={offer.active} /> },
          deletion.column,
        ],
      }}
      dialog={{
        title: (opened) => (opened === 'new' ? 'Pridať ponuku' : 'Upraviť ponuku'),
        content: (opened, close) =>
          opened === 'new' ? <CreateOffer onDone={close} /> : <EditOffer id={opened} onDone={close} />,
      }}
    />
  );
}
