import { errorMessage, type Schemas, useDeleteOfferImage, useUploadOfferImage } from '@autoskola/api-client';
import { StatusMessage } from '@autoskola/ui';
import { useId, useState } from 'react';

/** Preview, upload (or replace) and removal of an offer's image; the server crops it to 1.75:1. */
export function OfferImage({ offer }: { offer: Schemas['Offer'] }) {
  const inputId = useId();
  const upload = useUploadOfferImage();
  const remove = useDeleteOfferImage();
  const [imageUrl, setImageUrl] = useState(offer.imageUrl);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const run = async (action: () => Promise<{ offer: Schemas['Offer'] }>) => {
    setFailure(null);
    try {
      setImageUrl((await action()).offer.imageUrl);
    } catch (error) {
      setFailure(errorMessage(error, 'Obrázok sa nepodarilo uložiť.'));
    }
  };

  return (
    <div className="offer-image">
      {imageUrl ? (
        <img
          className="offer-image__preview"
          src={imageUrl}
          alt={`Obrázok kurzu ${offer.name}`}
          width={350}
          height={200}
        />
      ) : (
        <p className="offer-image__none">Ponuka nemá obrázok.</p>
      )}
      <label className="field__label" htmlFor={inputId}>
        {imageUrl ? 'Nahradiť obrázok' : 'Nahrať obrázok'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(() => upload.mutateAsync({ id: offer.id, file }));
        }}
      />
      {imageUrl && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void run(() => remove.mutateAsync(offer.id))}
        >
          Odstrániť obrázok
        </button>
      )}
      {busy && <StatusMessage kind="loading">Ukladám obrázok…</StatusMessage>}
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
    </div>
  );
}
