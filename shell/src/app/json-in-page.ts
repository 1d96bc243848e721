/** JSON the server wrote into the page (a `<script type="application/json">` by id); null when absent or broken. */
export function jsonInPage(id: string): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
