import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import type { Attribute } from '../../api/attributes.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * Free-text values per attribute; add is disabled for blank text, Enter adds, values are trimmed.
 * The attribute's known values are offered as suggestions.
 */
export function AttributeFilter({
  attribute,
  values,
  onAdd,
  onRemove,
}: {
  attribute: Attribute
  values: string[]
  onAdd: (value: string) => void
  onRemove: (value: string) => void
}) {
  const { t } = useTranslation('catalog')
  const id = useId()
  const [text, setText] = useState('')
  const blank = text.trim() === ''

  function add() {
    if (blank) return
    onAdd(text.trim())
    setText('')
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium text-sm">
        {attribute.name}
      </label>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li key={value}>
              <button
                type="button"
                onClick={() => onRemove(value)}
                aria-label={t('chips.remove', { label: `${attribute.name}: ${value}` })}
                className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-1 text-teal-900 text-xs hover:bg-teal-100"
              >
                {value}
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          list={`${id}-values`}
          placeholder={t('filters.attributePlaceholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            add()
          }}
        />
        <datalist id={`${id}-values`}>
          {attribute.values.map((v) => (
            <option key={v.id} value={v.value} />
          ))}
        </datalist>
        <Button
          variant="outline"
          size="icon"
          onClick={add}
          disabled={blank}
          aria-label={t('filters.addValue', { name: attribute.name })}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  )
}
