import { HIDE_REASON_MAX } from '@caravanserai/contracts/ops-reviews'
import { FieldError } from '../console/field-error.tsx'

const textareaClass =
  'block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700'

/** A moderation dialog's text (the reason to hide, the note to show again): label, hint and error. */
export function ReasonField({
  id,
  label,
  hint,
  required = false,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  hint: string
  required?: boolean
  value: string
  error: string | null
  onChange: (value: string) => void
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={required ? 3 : 2}
        dir="auto"
        aria-required={required || undefined}
        maxLength={HIDE_REASON_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={textareaClass}
      />
      <p id={`${id}-hint`} className="text-ink-600 text-xs">
        {hint}
      </p>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}
