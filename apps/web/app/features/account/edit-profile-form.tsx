import {
  type UpdateProfileBody,
  UpdateProfileBodySchema,
  type UserProfile,
} from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { profileKeys, updateProfile } from '../../api/profile.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors, requiredFieldMessage } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { renewSession } from '../../lib/session-keeper.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { changedFields } from './changed-fields.ts'

type Values = z.input<typeof UpdateProfileBodySchema>
/** The text fields this form edits; the display currency is chosen elsewhere. */
type Name = Exclude<keyof Values & string, 'display_currency'>
const FIELDS: { name: Name; autoComplete: string; type?: 'tel'; ltr?: boolean; optional?: boolean }[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name', optional: true },
  { name: 'phone_number', autoComplete: 'tel', type: 'tel', ltr: true },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'tax_id', autoComplete: 'off', ltr: true },
]

/** A field's length limit, read from the contract so the message names the same number. */
function maxLength(name: Name): number | null {
  return UpdateProfileBodySchema.shape[name].unwrap().maxLength
}

/**
 * The editable details (contracts UpdateProfileBodySchema); email and account type are shown but
 * cannot change here. Only changed fields are sent. A new name reaches the header once the session
 * is renewed, since the header reads it from the access token.
 */
export function EditProfileForm({ lang, profile }: { lang: Lang; profile: UserProfile }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<{ title: string; text: string | null } | null>(null)
  const form = useForm<Values, unknown, UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileBodySchema),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone_number: profile.phone_number,
      address: profile.address,
      tax_id: profile.tax_id,
    },
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState
  const submit = useMutation({
    mutationFn: (changes: Partial<UpdateProfileBody>) => updateProfile(api, profile.id, changes),
    onSuccess: (updated, changes) => {
      queryClient.setQueryData(profileKeys.of(profile.id), updated)
      if (changes.first_name !== undefined || changes.last_name !== undefined) void renewSession(api)
    },
  })
  const back = localizedPath('/profile', lang)
  const limit = (name: Name) => {
    const max = maxLength(name)
    return max === null ? undefined : formatNumber(lang, max)
  }

  async function save(body: UpdateProfileBody) {
    setProblem(null)
    const changes = changedFields(body, profile)
    if (changes) {
      try {
        await submit.mutateAsync(changes)
      } catch (error) {
        const names = FIELDS.map((f) => f.name)
        const named = mapFieldErrors(form, error, names)
        setProblem({
          title: t('edit.failed'),
          text: formMessages(error, names).join(' ') || (named ? null : t('form.tryAgain')),
        })
        return
      }
    }
    notify.success(t('edit.saved'))
    await navigate(back)
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, () => setProblem({ title: t('form.invalid'), text: null }))}
      className="space-y-6 rounded-xl border border-sand-200 bg-white p-6"
    >
      {problem ? (
        <Alert title={problem.title} icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
          {problem.text ? <p>{problem.text}</p> : null}
        </Alert>
      ) : null}
      <dl className="grid gap-4 rounded-lg bg-sand-100 p-4 sm:grid-cols-2">
        <div className="space-y-1">
          <dt className="font-semibold text-ink-600 text-sm">{t('fields.email')}</dt>
          <dd className="break-all text-ink-900">
            <span dir="ltr">{profile.email}</span>
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="font-semibold text-ink-600 text-sm">{t('fields.user_type')}</dt>
          <dd className="text-ink-900">{t(`userType.${profile.user_type}`)}</dd>
        </div>
        <p className="text-ink-700 text-sm sm:col-span-2">{t('edit.readOnlyNote')}</p>
      </dl>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, autoComplete, type, ltr, optional }) => (
          <FormField
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            hint={optional ? t('form.optional') : undefined}
            required={!optional}
            type={type}
            autoComplete={autoComplete}
            dir={ltr ? 'ltr' : undefined}
            registration={form.register(name)}
            error={requiredFieldMessage(t, name, errors[name], form.getValues(name), limit(name))}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-sand-200 border-t pt-5">
        <Link to={back} className={buttonClass({ variant: 'outline' })}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {isSubmitting ? t('form.saving') : t('edit.submit')}
        </Button>
      </div>
    </form>
  )
}
