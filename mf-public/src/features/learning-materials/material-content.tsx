import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import './learning-materials.css';

/** The editor's heading is an h4; under the material's name (h2) it is the next level down. */
function withHeadingLevels(container: ParentNode): void {
  for (const heading of container.querySelectorAll('h4')) heading.setAttribute('aria-level', '3');
}

function purify(html: string): string {
  if (typeof document === 'undefined') {
    // Rendered on the server: the HTML is as the server's sanitizer stored it; the browser purifies it again below.
    return html.replace(/<h4(?=[\s>])/g, '<h4 aria-level="3"');
  }
  const fragment = DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
    RETURN_DOM_FRAGMENT: true,
  });
  withHeadingLevels(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * The server already sanitized the HTML; it is purified again before it reaches the page, so a
 * mistake on one side cannot become script on a visitor's screen.
 */
export function MaterialContent({ html }: { html: string }) {
  const clean = useMemo(() => purify(html), [html]);
  const element = useRef<HTMLDivElement>(null);
  // Hydration keeps the server's HTML as it is; put the browser-purified version in its place.
  useEffect(() => {
    if (element.current && element.current.innerHTML !== clean) element.current.innerHTML = clean;
  }, [clean]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: purified just above
  return <div ref={element} className="material-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
