// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useFilterFields } from './filter-form.tsx'

const edit = (value: string) => ({ target: { value } })

test('keeps what was typed until the address changes the filters, then shows them', () => {
  const { result, rerender } = renderHook((values) => useFilterFields(values), {
    initialProps: { rating: '', product: '12' },
  })
  act(() => result.current.bind('product').onChange(edit('saffron')))
  rerender({ rating: '', product: '12' })
  expect(result.current.fields).toEqual({ rating: '', product: 'saffron' })

  rerender({ rating: '4', product: '' })
  expect(result.current.bind('product').value).toBe('')
  expect(result.current.bind('rating').value).toBe('4')
})
