/** Saves text as a file through the browser's download (no server round trip for the file). */
export function downloadFile(content: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves `data` as a JSON file. */
export const downloadJson = (data: unknown, fileName: string): void =>
  downloadFile(`${JSON.stringify(data, null, 2)}\n`, 'application/json', fileName);

// A text cell a spreadsheet would run as a formula ('=HYPERLINK(…)' typed as a vehicle's name) is
// written as text: an apostrophe before it (OWASP's advice on CSV injection). Numbers stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (cell: string | number) => {
  const text = typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : String(cell);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A table as CSV the way a Slovak spreadsheet opens it: semicolons between cells (the decimal mark
 * is a comma), CRLF lines, and a byte-order mark so that Excel reads the UTF-8 of 'Nováková'.
 */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(quoted).join(';')).join('\r\n')}\r\n`;

/** Saves rows (the first one the header) as a CSV file. */
export const downloadCsv = (rows: readonly (readonly (string | number)[])[], fileName: string): void =>
  downloadFile(toCsv(rows), 'text/csv;charset=utf-8', fileName);
