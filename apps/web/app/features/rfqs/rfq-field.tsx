import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/use-translation.tsx'

/** What a control needs to be read with its label, hint and error. */
export type ControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

export const inputClass =
  'block h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink-900 text-sm shadow-sm placeholder:text-ink-500 focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700'

export const textareaClass =
  'block w-full rounded-md border border-sand-300 bg-white px-3 py-2.5 text-ink-900 text-sm shadow-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700'

/**
 * One field of the request form: its label (optional ones say so), a hint and the error under it,
 * both read with the control (aria-describedby); `children` renders the control with `props`.
 */
export function RfqField({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  hint?: string
  error: string | null
  children: (props: ControlProps) => ReactNode
}) {
  const { t } = useTranslation('rfqs')
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {optional ? <span className="ms-1 font-normal text-ink-600">({t('form.optional')})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-ink-600 text-sm">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
