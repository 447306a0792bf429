import { Search, X } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'

/**
 * A filter form's fields as texts: what `values` (read from the address) says, edited freely until
 * applied, and put back whenever the address changes them. `bind` gives a field its value and
 * change handler.
 */
export function useFilterFields<F extends Record<string, string>>(values: F) {
  const [fields, setFields] = useState(values)
  const shown = JSON.stringify(values)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what the form follows
  useEffect(() => setFields(values), [shown])
  const bind = (name: keyof F) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  })
  return { fields, bind }
}

/** One labelled field of a filter form; `className` sizes it. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className: string
  children: ReactNode
}) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * A console list's filters as one search form: its fields side by side, applied together by the
 * `apply` button; the `clear` button shows while there is something to clear (`onClear`).
 */
export function FilterForm({
  label,
  apply,
  clear,
  onApply,
  onClear,
  children,
}: {
  label?: string
  apply: string
  clear: string
  onApply: () => void
  onClear: (() => void) | null
  children: ReactNode
}) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onApply()
  }
  return (
    <search>
      <form onSubmit={submit} aria-label={label} className="flex flex-wrap items-end gap-2">
        {children}
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {apply}
        </Button>
        {onClear ? (
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden="true" className="size-4" />
            {clear}
          </Button>
        ) : null}
      </form>
    </search>
  )
}
