/**
 * What `npm start` shows a person last, on lines of its own below the JSON log: where the site
 * runs and, on the first start, where to finish the setup. Printed always when there is such a
 * line (the setup address must not be lost among the log), otherwise only on a terminal.
 */
export function startBanner(publicUrl: string, notes: readonly string[], terminal: boolean): string | null {
  if (notes.length === 0 && !terminal) return null;
  return ['', `Stránka beží na ${publicUrl}`, ...notes].map((line) => `${line}\n`).join('');
}

/**
 * Writes the banner through the logger's own stream when it has one: pino writes its lines
 * asynchronously, so a plain process.stdout.write would land above the log lines still queued.
 */
export function writeAfterLog(logger: object, text: string): void {
  const key = Object.getOwnPropertySymbols(logger).find((symbol) => symbol.description === 'pino.stream');
  const stream = key ? (logger as Record<symbol, { write?: (text: string) => unknown } | undefined>)[key] : undefined;
  if (typeof stream?.write === 'function') stream.write(text);
  else process.stdout.write(text);
}
