import type { Lang } from '@caravanserai/contracts/languages'
import type { Names, NamesInput } from '@caravanserai/contracts/ops-taxonomy'
import { type FormEvent, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { NamesFields } from './names-fields.tsx'
import { emptyNames, NAME_MAX, type NamesErrors, nameIssues, namesBody, namesValueOf } from './names-value.ts'
import type { SaveOutcome } from './save-names.ts'

/**
 * A small form that creates or renames something named in four languages (taxonomy,
 * destinations): English is checked here first, the API's messages land under their inputs,
 * and Escape or Cancel closes it. `onSave` runs the write (see save-names.ts); success closes it.
 * `busy` is that write's mutation pending: the inputs and buttons wait for it.
 */
export function NamesEditor({
  lang,
  id,
  legend,
  initial,
  submitLabel,
  busy,
  onSave,
  onCancel,
}: {
  lang: Lang
  id: string
  legend: string
  initial?: Names
  submitLabel: string
  busy: boolean
  onSave: (names: NamesInput) => Promise<SaveOutcome<unknown>>
  onCancel: () => void
}) {
  const { t } = useTranslation('ops')
  const form = useRef<HTMLFormElement>(null)
  const [value, setValue] = useState(() => (initial ? namesValueOf(initial) : emptyNames()))
  const [errors, setErrors] = useState<NamesErrors>({})

  function showErrors(next: NamesErrors) {
    setErrors(next)
    const first = Object.keys(next)[0]
    // After the render that marks it invalid, so the message is read with the field.
    if (first)
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#${id}-${first}`)?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const issues = nameIssues(value)
    if (Object.keys(issues).length > 0) {
      const max = formatNumber(lang, NAME_MAX)
      showErrors(
        Object.fromEntries(
          Object.entries(issues).map(([locale, issue]) => [
            locale,
            issue === 'required' ? t('names.englishRequired') : t('fields.tooLong', { max }),
          ]),
        ),
      )
      return
    }
    const outcome = await onSave(namesBody(value))
    if (!outcome.ok) showErrors(outcome.errors ?? {})
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel()
      }}
      className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <NamesFields
        id={id}
        legend={legend}
        value={value}
        onChange={setValue}
        errors={errors}
        disabled={busy}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('names.saving') : submitLabel}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          {t('names.cancel')}
        </Button>
      </div>
    </form>
  )
}
