import { expect, test, vi } from 'vitest'
import { z } from 'zod'
import { type FormCheck, lazyCheck, schemaCheck } from './form-check.ts'

type Values = { name: string }
const accepting: FormCheck<Values, Values> = async (values) => ({ ok: true, values })

test('a schema check gives the parsed values, or each field its first issue by code and message', async () => {
  const check = schemaCheck<Values, Values>(
    z.object({ name: z.string().trim().min(1, 'contact.nameRequired').max(3) }),
  )
  expect(await check({ name: ' Ani ' })).toEqual({ ok: true, values: { name: 'Ani' } })
  expect(await check({ name: ' ' })).toEqual({
    ok: false,
    errors: { name: { type: 'too_small', message: 'contact.nameRequired' } },
  })
})

test('loads the check once, on the first check, and answers as it does', async () => {
  const load = vi.fn(async () => accepting)
  const check = lazyCheck(load)
  expect(load).not.toHaveBeenCalled()
  expect(await check({ name: 'Ani' })).toEqual({ ok: true, values: { name: 'Ani' } })
  await check({ name: 'Reza' })
  expect(load).toHaveBeenCalledTimes(1)
})

test('preloading starts the download that the first check then uses', async () => {
  const load = vi.fn(async () => accepting)
  const check = lazyCheck(load)
  check.preload()
  expect(load).toHaveBeenCalledTimes(1)
  await check({ name: 'Ani' })
  expect(load).toHaveBeenCalledTimes(1)
})

test('a preload that failed is tried again by the next check', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepting)
  const check = lazyCheck<Values, Values>(load)
  check.preload()
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(await check({ name: 'Ani' })).toEqual({ ok: true, values: { name: 'Ani' } })
  expect(load).toHaveBeenCalledTimes(2)
})
