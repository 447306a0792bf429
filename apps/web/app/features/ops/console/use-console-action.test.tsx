// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notify.ts'
import { createQueryClient } from '../../../lib/query-client.ts'
import { useConsoleAction } from './use-console-action.ts'

const FIELDS = ['tracking_number'] as const

function renderAction(send: (body: { code: string }) => Promise<string>, everyBadRequest = false) {
  const onSuccess = vi.fn(async () => {})
  const onConflict = vi.fn()
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () =>
      useConsoleAction({
        send,
        onSuccess,
        onConflict,
        fields: FIELDS,
        checkForm: 'Check the form.',
        everyBadRequest,
      }),
    { wrapper },
  )
  return { run: (body: { code: string }) => result.current.run(body), onSuccess, onConflict }
}

const failure = (status: number, body: unknown) =>
  new ApiError('The order has already shipped.', status, body, '/ops/orders/77/ship/')

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an operator step from a console form', () => {
  test('on success, puts the answer in place before the form hears of it', async () => {
    const notices = vi.spyOn(notify, 'error').mockImplementation(() => {})
    let settled = false
    const { run, onSuccess } = renderAction(async () => 'shipped')
    onSuccess.mockImplementation(async () => {
      await Promise.resolve()
      settled = true
    })
    expect(await run({ code: 'TRK-1' })).toEqual({ ok: true })
    expect(onSuccess).toHaveBeenCalledWith('shipped')
    expect(settled).toBe(true)
    expect(notices).not.toHaveBeenCalled()
  })

  test('when someone else moved first, says the server reason, reads the state again and hands the error back', async () => {
    const notices = vi.spyOn(notify, 'error').mockImplementation(() => {})
    const error = failure(409, { detail: 'The order has already shipped.', code: 'orders.conflict' })
    const { run, onConflict, onSuccess } = renderAction(() => Promise.reject(error))
    expect(await run({ code: 'TRK-1' })).toEqual({ ok: false, error })
    expect(notices).toHaveBeenCalledWith('The order has already shipped.', {
      id: 'api-409-/ops/orders/77/ship/',
    })
    expect(onConflict).toHaveBeenCalledOnce()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  test('when the server names a field of the form, asks to check the form and hands the error back', async () => {
    const notices = vi.spyOn(notify, 'error').mockImplementation(() => {})
    const error = failure(400, { tracking_number: ['Too long.'] })
    const { run, onConflict } = renderAction(() => Promise.reject(error))
    expect(await run({ code: 'TRK-1' })).toEqual({ ok: false, error })
    expect(notices).toHaveBeenCalledWith('Check the form.', { id: 'api-400-/ops/orders/77/ship/' })
    expect(onConflict).not.toHaveBeenCalled()
  })

  test('leaves any other failure to its generic notice, with nothing for the form to map', async () => {
    const notices = vi.spyOn(notify, 'error').mockImplementation(() => {})
    const { run, onConflict } = renderAction(() => Promise.reject(failure(400, { carrier: ['Unknown.'] })))
    expect(await run({ code: 'TRK-1' })).toEqual({ ok: false })
    expect(notices).not.toHaveBeenCalled()
    expect(onConflict).not.toHaveBeenCalled()
  })

  test('asked for every 400, hands back one naming no field of the form too, under its generic notice', async () => {
    const notices = vi.spyOn(notify, 'error').mockImplementation(() => {})
    const error = failure(400, { detail: 'The offer is not valid.' })
    const { run, onConflict } = renderAction(() => Promise.reject(error), true)
    expect(await run({ code: 'TRK-1' })).toEqual({ ok: false, error })
    expect(notices).not.toHaveBeenCalled()
    expect(onConflict).not.toHaveBeenCalled()
  })
})
