import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { describe, expect, test } from 'vitest'
import { pureContracts, uncheckedAnswers } from './contract-plugins.ts'

const contracts = path.resolve(import.meta.dirname, '../../packages/contracts/src')

/**
 * What the bundle of each entry keeps, through the contract plugins, minified away from nothing.
 * One build for all of them: a build per entry cost a second or more each. An entry whose code
 * stays, or lands in a chunk it shares with another entry, still keeps at least that import.
 */
async function bundleEach(entries: Record<string, string>): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'))
  try {
    const files = Object.fromEntries(
      Object.entries(entries).map(([name, code]) => {
        const file = path.join(dir, `${name}.js`)
        fs.writeFileSync(file, code)
        return [name, file]
      }),
    )
    const [output] = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [pureContracts()],
      build: { write: false, minify: false, lib: { entry: files, formats: ['es'] } },
    })) as Rollup.RollupOutput[]
    return Object.fromEntries(
      (output?.output ?? []).flatMap((chunk) =>
        chunk.type === 'chunk' && chunk.isEntry ? [[chunk.name, chunk.code.trim()]] : [],
      ),
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('the contracts in the browser build', () => {
  const files = fs.readdirSync(contracts).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  const name = (file: string) => path.basename(file, '.ts')
  let bundles: Promise<Record<string, string>> | undefined
  const bundled = async (file: string) => {
    bundles ??= bundleEach(
      Object.fromEntries(files.map((f) => [name(f), `import '${path.join(contracts, f)}'\n`])),
    )
    return (await bundles)[name(file)]
  }

  // A page that imports one constant of a file must not bring that file's schemas, and zod with
  // them: a module-level method call or property read on a schema would (decisions/021).
  test.each(files)('%s leaves nothing behind when none of it is used', async (file) => {
    expect(await bundled(file)).toBe('')
  })
})

describe('a built page does not check answers', () => {
  const transform = uncheckedAnswers().transform as (code: string, id: string) => { code: string } | null

  test('takes out each call’s schema, however it is written, in the API clients only', () => {
    const code = [
      "api.get('/a/', { schema: ASchema, signal })",
      "api.get('/b/', { query, schema: z.array(BSchema) })",
      'api.post(path, body, { schema: ANSWERS[kind], lang })',
      'api.get(path, { schema: pick({ a: 1, b: [2, 3] }) })',
    ].join('\n')
    expect(transform(code, '/repo/apps/web/app/api/cart.ts')?.code).toBe(
      [
        "api.get('/a/', { schema: undefined, signal })",
        "api.get('/b/', { query, schema: undefined })",
        'api.post(path, body, { schema: undefined, lang })',
        'api.get(path, { schema: undefined })',
      ].join('\n'),
    )
    expect(transform(code, '/repo/apps/web/app/features/shop/cart-page.tsx')).toBeNull()
    expect(transform(code, '/repo/apps/web/app/api/cart.test.ts')).toBeNull()
  })
})
