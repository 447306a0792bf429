import type { Lang } from '@caravanserai/contracts/languages'
import type { BankAccount, SellerSettings } from '@caravanserai/contracts/ops-seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { deleteBankAccount, sellerKeys } from '../../../api/ops-seller.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useApi } from '../../../lib/api.tsx'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { deleteOrExplain } from '../console/delete-or-explain.ts'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { BankAccountForm } from './bank-account-form.tsx'

function Detail({ label, children, code }: { label: string; children: ReactNode; code?: boolean }) {
  return (
    <div className="space-y-0.5">
      <dt className="font-semibold text-ink-600 text-xs">{label}</dt>
      <dd
        dir={code ? 'ltr' : 'auto'}
        className={`whitespace-pre-line break-words text-ink-900 text-sm ${code ? 'font-mono' : ''}`}
      >
        {children}
      </dd>
    </div>
  )
}

/** One account as buyers will read it on the proforma invoice. */
function AccountDetails({ account }: { account: BankAccount }) {
  const { t } = useTranslation('ops')
  const label = (name: string) => t(`settings.accounts.${name}`)
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Detail label={label('beneficiary')}>{account.beneficiary}</Detail>
      <Detail label={label('bank_name')}>{account.bank_name}</Detail>
      <Detail label={label('account_number')} code>
        {account.account_number}
      </Detail>
      <Detail label={label('swift')} code>
        {account.swift}
      </Detail>
      {account.bank_address ? <Detail label={label('bank_address')}>{account.bank_address}</Detail> : null}
      {account.intermediary ? <Detail label={label('intermediary')}>{account.intermediary}</Detail> : null}
      {account.notes ? <Detail label={label('notes')}>{account.notes}</Detail> : null}
    </dl>
  )
}

/**
 * The bank accounts buyers pay into, one per currency, the shop's currency first: each shown as
 * the proforma invoice gives it, edited in place or deleted after a confirmation; a new one is
 * added for a currency without one.
 */
export function BankAccounts({ lang, settings }: { lang: Lang; settings: SellerSettings }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const removal = useMutation({
    mutationFn: (currency: string) => deleteBankAccount(api, lang, currency),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.settings(operator.id) }),
  })
  const shop = settings.currency
  const accounts = [...settings.bank_accounts].sort(
    (a, b) =>
      Number(b.currency === shop) - Number(a.currency === shop) || a.currency.localeCompare(b.currency),
  )
  const taken = accounts.map((account) => account.currency)

  /** Closes the form, back to the button that opened it (the account's Edit, or Add). */
  function close(opener: string) {
    setEditing(null)
    requestAnimationFrame(() => document.getElementById(opener)?.focus())
  }

  async function remove(currency: string) {
    const deleted = await deleteOrExplain(() => removal.mutateAsync(currency))
    if (deleted) notify.success(t('settings.accounts.deleted', { currency }))
    setDeleting(null)
  }

  return (
    <Panel
      id="settings-accounts"
      title={t('settings.accounts.title')}
      hint={t('settings.accounts.hint', { currency: shop })}
    >
      {accounts.length === 0 ? <p className="text-ink-600 text-sm">{t('settings.accounts.empty')}</p> : null}
      <ul className="space-y-4">
        {accounts.map((account) => {
          const { currency } = account
          return (
            <li key={currency} className="space-y-3 rounded-md p-4 ring-1 ring-sand-200">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="flex flex-wrap items-center gap-2 font-bold text-ink-900">
                  <span dir="ltr" className="font-mono">
                    {currency}
                  </span>
                  {currency === shop ? (
                    <Badge tone="brand">{t('settings.accounts.shopCurrency')}</Badge>
                  ) : null}
                </h3>
                {editing === currency ? null : (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      id={`settings-edit-${currency}`}
                      variant="outline"
                      size="sm"
                      aria-label={t('settings.accounts.editItem', { currency })}
                      onClick={() => setEditing(currency)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('settings.accounts.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('settings.accounts.deleteItem', { currency })}
                      onClick={() => setDeleting(currency)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('settings.accounts.delete')}
                    </Button>
                  </div>
                )}
              </div>
              {editing === currency ? (
                <BankAccountForm
                  lang={lang}
                  account={account}
                  taken={taken}
                  onDone={() => close(`settings-edit-${currency}`)}
                />
              ) : (
                <AccountDetails account={account} />
              )}
            </li>
          )
        })}
      </ul>
      {editing === 'new' ? (
        <BankAccountForm lang={lang} taken={taken} onDone={() => close('settings-add-account')} />
      ) : (
        <Button id="settings-add-account" variant="outline" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('settings.accounts.add')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t('settings.accounts.confirmTitle')}
        confirmLabel={t('settings.accounts.confirm')}
        busyLabel={t('settings.accounts.deleting')}
        busy={removal.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {deleting ? (
          <>
            <p>{t('settings.accounts.confirmText', { currency: deleting })}</p>
            {deleting === shop ? (
              <p className="font-semibold">{t('settings.accounts.confirmShop', { currency: shop })}</p>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </Panel>
  )
}
