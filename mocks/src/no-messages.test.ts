import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The mocks say what the server says by importing it from @autoskola/rules (issue 53: decisions
 * once, mocks thin): a Slovak text written here would drift from the server's. Demo data (names,
 * courses, messages of the demo's people) lives in `fixtures.ts` and `*-fixtures.ts`, which this
 * check leaves alone, as it does tests.
 */
const root = import.meta.dirname;

const SLOVAK_LETTERS = /[áäčďéíĺľňóôŕšťúýž]/i;
// Common Slovak words without diacritics, so 'Vyberte vozidlo zo zoznamu.' is caught too.
const SLOVAK_WORDS = new Set(
  'alebo bol bola bolo je kurz na nie po pre pri sa ste sme skupina vo vyberte zadajte zo'.split(' '),
);

function isSlovak(text: string): boolean {
  if (SLOVAK_LETTERS.test(text)) return true;
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => SLOVAK_WORDS.has(word));
}

/** Every string and template literal's text (a template's parts joined), with its line. */
function literalsOf(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    }
    if (text !== undefined) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const isDemoData = (name: string) => name === 'fixtures.ts' || name.endsWith('-fixtures.ts');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    const checked = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !isDemoData(entry.name);
    return checked ? [path] : [];
  });
}

describe('no Slovak message literal in mocks/src', () => {
  it('finds a message in a string, a template or a property, and not in a comment or an identifier', () => {
    const source = [
      '// Tento komentár nevadí.',
      "const a = { message: 'Formulár obsahuje chyby.' };",
      `const b = \`Prihláška č. ${'$'}{number} je potvrdená.\`;`,
      "const c = 'Vyberte vozidlo zo zoznamu.';",
      "const d = ['LicenceGroup', '/lesson/mine', 'noShow', 'Invalid credentials.', 'a@example.sk'];",
    ].join('\n');
    const slovak = literalsOf('probe.ts', source).filter(({ text }) => isSlovak(text));
    expect(slovak.map(({ line }) => line)).toEqual([2, 3, 4]);
  });

  it('has none outside the demo data and the tests', () => {
    const found = sources(root).flatMap((path) =>
      literalsOf(path, readFileSync(path, 'utf8'))
        .filter(({ text }) => isSlovak(text))
        .map(({ line, text }) => `${relative(root, path)}:${line}: ${text}`),
    );
    expect(found, 'import the message from @autoskola/rules (the server says it too)').toEqual([]);
  });
});
