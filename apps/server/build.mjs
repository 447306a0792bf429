// Bundles the composition root and the workspace packages it imports (TypeScript sources) into
// dist/main.mjs, and beside it the catalogue import's sheet reader, which runs in a worker thread
// of its own (apps/api/src/modules/catalog-import/catalog-sheet-thread.ts finds it there); npm
// packages stay external. The API's migrations, and the trade documents' template and fonts, are
// copied beside the bundle. Code imported dynamically gets a file of its own (`splitting`), loaded
// when it is imported: main.mjs starts tracing, when asked, before the app's modules and the npm
// packages they import are loaded (docs/decisions/048-metrics-and-traces.md).
import fs from 'node:fs'
import { build } from 'esbuild'

const dist = new URL('./dist/', import.meta.url)
fs.rmSync(dist, { recursive: true, force: true })

await build({
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'catalog-sheet-worker': new URL(
      '../api/src/modules/catalog-import/catalog-sheet-worker.ts',
      import.meta.url,
    ).pathname,
  },
  outdir: dist.pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@caravanserai/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
fs.cpSync(new URL('../api/drizzle/', import.meta.url), new URL('./drizzle/', dist), { recursive: true })
fs.cpSync(new URL('../api/documents/', import.meta.url), new URL('./documents/', dist), { recursive: true })
