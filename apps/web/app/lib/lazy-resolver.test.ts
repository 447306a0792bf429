import type { Resolver } from 'react-hook-form'
import { expect, test, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver.ts'

type Values = { name: string }
const options = { fields: {}, shouldUseNativeValidation: false }
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} })

test('loads the resolver once, on the first check, and answers as it does', async () => {
  const load = vi.fn(async () => accepting)
  const resolver = lazyResolver(load)
  expect(load).not.toHaveBeenCalled()
  expect(await resolver({ name: 'Ani' }, undefined, options)).toEqual({ values: { name: 'Ani' }, errors: {} })
  await resolver({ name: 'Reza' }, undefined, options)
  expect(load).toHaveBeenCalledTimes(1)
})

test('preloading starts the download that the first check then uses', async () => {
  const load = vi.fn(async () => accepting)
  const resolver = lazyResolver(load)
  resolver.preload()
  expect(load).toHaveBeenCalledTimes(1)
  await resolver({ name: 'Ani' }, undefined, options)
  expect(load).toHaveBeenCalledTimes(1)
})

test('a preload that failed is tried again by the next check', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepting)
  const resolver = lazyResolver<Values, unknown, Values>(load)
  resolver.preload()
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(await resolver({ name: 'Ani' }, undefined, options)).toEqual({ values: { name: 'Ani' }, errors: {} })
  expect(load).toHaveBeenCalledTimes(2)
})
