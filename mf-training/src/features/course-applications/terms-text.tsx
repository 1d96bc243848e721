import { useCourseTerms } from '@autoskola/api-client';
import { QueryStatus } from '@autoskola/ui';

export const TERMS_TEXTS = {
  loading: 'Načítavam obchodné podmienky…',
  error: 'Nepodarilo sa načítať obchodné podmienky.',
  empty: 'Autoškola zatiaľ nezverejnila obchodné podmienky. Informácie o kurzoch Vám radi podáme telefonicky.',
} as const;

/** The terms as the school wrote them: paragraphs split at blank lines, line breaks kept. */
export function TermsText() {
  return (
    <QueryStatus query={useCourseTerms()} texts={TERMS_TEXTS} isEmpty={(data) => data.terms.version === 0}>
      {({ terms }) => (
        <div className="terms-text">
          {terms.text.split(/\n\s*\n/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
            <p key={index}>{paragraph}</p>
          ))}
          <p className="application-form__hint">{`Verzia ${terms.version}`}</p>
        </div>
      )}
    </QueryStatus>
  );
}
