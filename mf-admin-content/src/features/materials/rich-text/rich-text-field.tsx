import { LabelledField, StatusMessage } from '@autoskola/ui';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

// Quill is only fetched when a material dialog opens: never on a public page, not even on the admin list.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export const EDITOR_TEXTS = {
  loading: 'Načítavam editor…',
  failed: 'Editor sa nepodarilo načítať. Zatvorte okno a skúste to znova.',
} as const;

interface RichTextFieldProps extends Pick<RichTextEditorProps, 'defaultValue' | 'onChange' | 'onBlur' | 'focusRef'> {
  label: string;
  required?: boolean;
  error?: string | undefined;
}

export function RichTextField({ label, required, error, ...editor }: RichTextFieldProps) {
  return (
    <LabelledField label={label} required={required} error={error}>
      {(props) => (
        <ErrorBoundary fallback={<StatusMessage kind="error">{EDITOR_TEXTS.failed}</StatusMessage>}>
          <Suspense fallback={<StatusMessage kind="loading">{EDITOR_TEXTS.loading}</StatusMessage>}>
            <RichTextEditor {...editor} {...props} />
          </Suspense>
        </ErrorBoundary>
      )}
    </LabelledField>
  );
}
