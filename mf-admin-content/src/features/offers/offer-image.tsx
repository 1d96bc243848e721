import { type Schemas, useDeleteOfferImage, useUploadOfferImage } from '@autoskola/api-client';
import { UploadedImage } from '../images/uploaded-image.tsx';

/** An offer's image; the server crops it to 1.75:1. */
export function OfferImage({ offer }: { offer: Schemas['Offer'] }) {
  const upload = useUploadOfferImage();
  const remove = useDeleteOfferImage();
  return (
    <UploadedImage
      imageUrl={offer.imageUrl}
      alt={`Obrázok kurzu ${offer.name}`}
      noneText="Ponuka nemá obrázok."
      width={350}
      height={200}
      upload={async (file) => (await upload.mutateAsync({ id: offer.id, file })).offer.imageUrl}
      remove={async () => (await remove.mutateAsync(offer.id)).offer.imageUrl}
    />
  );
}
