import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { control } from '../../components/ui/form-field.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

type Props = {
  name: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  hint?: string
  autoComplete: 'current-password' | 'new-password'
}

/** A labelled password input with a show/hide toggle and its error read out with it. */
export function PasswordField({ name, label, error, registration, hint, autoComplete }: Props) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  const id = `field-${name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  const Icon = visible ? EyeOff : Eye
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          aria-required
          className={`${control} pe-12`}
          {...registration}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('password.hide', { field: label }) : t('password.show', { field: label })}
          aria-controls={id}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-ink-700 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-teal-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-ink-600 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
