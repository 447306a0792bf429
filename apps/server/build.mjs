// Bundles the composition root and the workspace packages it imports (TypeScript sources) into
// dist/main.mjs; npm packages stay external. The API's migrations, and the trade documents'
// template and fonts, are copied beside the bundle.
import fs from 'node:fs'
import { build } from 'esbuild'

const dist = new URL('./dist/', import.meta.url)
fs.rmSync(dist, { recursive: true, force: true })

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./main.mjs', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
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
