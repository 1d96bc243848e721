/**
 * The token of an e-mail's link: it comes in the address's fragment (#token=…), which browsers
 * never send to a server, and is taken out of the address bar at once so it stays in no history.
 */
export function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
