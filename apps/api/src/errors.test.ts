import { expect, test } from 'vitest'
import { AppError } from './errors.ts'

test('an error code is a message key: a misspelt one fails the typecheck', () => {
  // @ts-expect-error 'errors.notFuond' is no key of the catalogues
  const misspelt = new AppError('errors.notFuond', 404)
  expect(misspelt.code).toBe('errors.notFuond')
  expect(new AppError('errors.notFound', 404).code).toBe('errors.notFound')
})
