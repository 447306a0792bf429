import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  name: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  hint?: string
  required?: boolean
  multiline?: boolean
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  dir?: 'ltr'
}

export const control =
  'block w-full rounded-md border border-sand-300 bg-white px-3 py-2.5 text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700'

/** A labelled input or text area with its error read out with it (aria-describedby). */
export function FormField({
  name,
  label,
  error,
  registration,
  hint,
  required,
  multiline,
  type,
  autoComplete,
  dir,
}: Props) {
  const id = `field-${name}`
  const errorId = `${id}-error`
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    className: control,
    ...registration,
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {hint ? <span className="ms-1 font-normal text-ink-600">({hint})</span> : null}
      </label>
      {multiline ? (
        <textarea rows={7} {...shared} />
      ) : (
        <input type={type ?? 'text'} autoComplete={autoComplete} dir={dir} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
