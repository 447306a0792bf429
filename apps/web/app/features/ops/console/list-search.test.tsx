// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { renderPage } from '../../../testing/render-page.tsx'
import { ListSearch } from './list-search.tsx'

/** The list's address, reduced to the search it holds. */
function SearchedList({ onSearch }: { onSearch: (search: string) => void }) {
  const [search, setSearch] = useState('')
  const apply = (next: string) => {
    onSearch(next)
    setSearch(next)
  }
  return <ListSearch value={search} onSearch={apply} />
}

test('applies the trimmed text on submit and offers to clear a search in force, in Russian', async () => {
  const onSearch = vi.fn()
  const { user } = renderPage(<SearchedList onSearch={onSearch} />, { lang: 'ru' })
  const field = screen.getByRole('searchbox', { name: 'Поиск заказов' }) as HTMLInputElement
  expect(field.getAttribute('placeholder')).toBe('Номер заказа, имя или эл. почта покупателя')
  expect(screen.queryByRole('button', { name: 'Сбросить поиск' })).toBeNull()

  await user.type(field, '  Ani Petrosyan ')
  await user.click(screen.getByRole('button', { name: 'Найти' }))
  expect(onSearch).toHaveBeenLastCalledWith('Ani Petrosyan')
  expect(field.value).toBe('Ani Petrosyan')

  await user.click(screen.getByRole('button', { name: 'Сбросить поиск' }))
  expect(onSearch).toHaveBeenLastCalledWith('')
  expect(field.value).toBe('')
  expect(screen.queryByRole('button', { name: 'Сбросить поиск' })).toBeNull()
})
