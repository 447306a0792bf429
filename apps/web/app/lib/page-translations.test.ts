import fs from 'node:fs'
import { expect, test } from 'vitest'
import { PAGE_NAMESPACES } from './page-translations.ts'

test('the start-up translations leave out exactly the page namespaces', () => {
  const source = fs.readFileSync(new URL('./i18n.ts', import.meta.url), 'utf8')
  const excluded = /'!\.\.\/locales\/\*\/\{([\w,]+)\}\.json'/.exec(source)?.[1]?.split(',')
  expect(excluded?.sort()).toEqual([...PAGE_NAMESPACES].sort())
})
