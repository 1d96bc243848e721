import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The server already sanitized the HTML; it is purified again before it reaches the page, so a
 * mistake on one side cannot become script on a visitor's screen.
 */
export function MaterialContent({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: purified just above
  return <div className="material-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
