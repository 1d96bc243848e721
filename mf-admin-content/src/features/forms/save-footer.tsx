import { StatusMessage } from '@autoskola/ui';

/** The end of every admin form: why the last save failed, if it did, and 'Uložiť' / 'Ukladám...'. */
export function SaveFooter({ failure, isSubmitting }: { failure: string | null; isSubmitting: boolean }) {
  return (
    <>
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Ukladám...' : 'Uložiť'}
      </button>
    </>
  );
}
