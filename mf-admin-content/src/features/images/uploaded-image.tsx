import { errorMessage } from '@autoskola/api-client';
import { StatusMessage } from '@autoskola/ui';
import { useId, useState } from 'react';
import './images.css';

export interface UploadedImageProps {
  imageUrl: string | null;
  /** The preview's text alternative. */
  alt: string;
  /** Shown when there is no image yet. */
  noneText: string;
  width: number;
  height: number;
  /** Each answers the new address (null once removed). */
  upload: (file: File) => Promise<string | null>;
  remove: () => Promise<string | null>;
}

/** Preview, upload (or replace) and removal of an item's image; the server resizes what it gets. */
export function UploadedImage({ imageUrl: initial, alt, noneText, width, height, upload, remove }: UploadedImageProps) {
  const inputId = useId();
  const [imageUrl, setImageUrl] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<string | null>) => {
    setFailure(null);
    setBusy(true);
    try {
      setImageUrl(await action());
    } catch (error) {
      setFailure(errorMessage(error, 'Obrázok sa nepodarilo uložiť.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="uploaded-image">
      {imageUrl ? (
        <img className="uploaded-image__preview" src={imageUrl} alt={alt} width={width} height={height} />
      ) : (
        <p className="uploaded-image__none">{noneText}</p>
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
          if (file) void run(() => upload(file));
        }}
      />
      {imageUrl && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run(remove)}>
          Odstrániť obrázok
        </button>
      )}
      {busy && <StatusMessage kind="loading">Ukladám obrázok…</StatusMessage>}
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
    </div>
  );
}
