import { Search, X } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'

/**
 * Search by order number or buyer (or what `label` and `hint` name on other console lists);
 * submitting applies it, the clear button removes it.
 */
export function ListSearch({
  value,
  onSearch,
  label,
  hint,
}: {
  value: string
  onSearch: (search: string) => void
  label?: string
  hint?: string
}) {
  const { t } = useTranslation('ops')
  const searchHint = hint ?? t('queue.searchHint')
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])

  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    <search>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="ops-search" className="block font-semibold text-ink-800 text-sm">
            {label ?? t('queue.searchLabel')}
          </label>
          <Input
            id="ops-search"
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchHint}
            aria-describedby="ops-search-hint"
          />
          <p id="ops-search-hint" className="sr-only">
            {searchHint}
          </p>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('queue.search')}
        </Button>
        {value ? (
          <Button variant="outline" onClick={() => onSearch('')}>
            <X aria-hidden="true" className="size-4" />
            {t('queue.clearSearch')}
          </Button>
        ) : null}
      </form>
    </search>
  )
}
