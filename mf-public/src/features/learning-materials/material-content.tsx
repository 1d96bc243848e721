import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The server already sanitized the HTML; it is purified again before it reaches the page, so a
 * mistake on one side cannot become script on a visitor's screen.
 */
export function MaterialContent({ html }: { html: string }) {
  const clean = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, {
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form'],
      RETURN_DOM_FRAGMENT: true,
    });
    // The editor's heading is an h4; under the material's name (h2) it is the next level down.
    for (const heading of fragment.querySelectorAll('h4')) heading.setAttribute('aria-level', '3');
    const container = document.createElement('div');
    container.append(fragment);
    return container.innerHTML;
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: purified just above
  return <div className="material-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
