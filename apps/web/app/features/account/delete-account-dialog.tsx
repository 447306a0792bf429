import { DeleteAccountBodySchema } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { deleteAccount } from '../../api/profile.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors, requiredFieldMessage } from '../../lib/form-errors.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { leaveSession } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { dangerButtonClass } from './danger-button.ts'

type Values = { password: string }

/**
 * The confirmation ('irreversible and needs confirmation'), with the password
 * (docs/product.md#profile-and-security). After the server has anonymised the account, the buyer
 * goes home first and the session is cleared there: clearing it here would send this signed-in page
 * to the login.
 */
export function DeleteAccountDialog({
  lang,
  open,
  onOpenChange,
}: {
  lang: Lang
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<{ title: string; text: string | null } | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(DeleteAccountBodySchema),
    defaultValues: { password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = useMutation({ mutationFn: (values: Values) => deleteAccount(api, values) })

  async function remove(values: Values) {
    setProblem(null)
    try {
      await submit.mutateAsync(values)
    } catch (error) {
      if (!mapFieldErrors(form, error, ['password'])) {
        const general = formMessages(error, ['password']).join(' ')
        setProblem({ title: t('delete.failed'), text: general || t('form.tryAgain') })
      }
      return
    }
    const done = t('delete.done')
    // The server has ended every session of this account: the home page must not ask with them.
    queryClient.clear()
    await leaveSession(() => navigate(localizedPath('/', lang), { replace: true }))
    notify.success(done)
  }

  function change(next: boolean) {
    if (isSubmitting) return
    if (!next) {
      form.reset()
      setProblem(null)
    }
    onOpenChange(next)
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            // The password is what the buyer types first; nothing is deleted before they submit.
            event.preventDefault()
            form.setFocus('password')
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-md overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <form noValidate onSubmit={form.handleSubmit(remove)} className="space-y-4">
            <AlertDialog.Title className="font-bold text-lg text-red-900">
              {t('delete.confirmTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-ink-800 text-sm leading-relaxed">
              {t('delete.confirmText')}
            </AlertDialog.Description>
            {problem ? (
              <Alert
                title={problem.title}
                icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}
              >
                {problem.text ? <p>{problem.text}</p> : null}
              </Alert>
            ) : null}
            <FormField
              name="delete_password"
              label={t('delete.password')}
              type="password"
              autoComplete="current-password"
              dir="ltr"
              required
              registration={form.register('password')}
              error={requiredFieldMessage(t, 'password', errors.password, form.getValues('password'))}
            />
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })} disabled={isSubmitting}>
                {t('form.cancel')}
              </AlertDialog.Cancel>
              <button type="submit" className={dangerButtonClass()} disabled={isSubmitting}>
                {isSubmitting ? <Spinner className="size-4" /> : null}
                {isSubmitting ? t('delete.deleting') : t('delete.confirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
