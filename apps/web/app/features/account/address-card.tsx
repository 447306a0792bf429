import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import { Building2, Mail, Pencil, Phone, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { useAddressMutations } from './address-mutations.ts'
import { addressLines } from './address-values.ts'
import { dangerButtonClass } from './danger-button.ts'
import { DeleteAddressDialog } from './delete-address-dialog.tsx'

type DefaultKind = 'is_default_shipping' | 'is_default_billing'

/** One saved address with its actions: edit, make default, delete. */
export function AddressCard({
  userId,
  address,
  onEdit,
  onDeleted,
}: {
  userId: number
  address: ShippingAddress
  onEdit: (address: ShippingAddress) => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('account')
  const { update } = useAddressMutations(userId)
  const [deleting, setDeleting] = useState(false)
  const [failed, setFailed] = useState(false)
  const headingId = `address-${address.id}`

  async function makeDefault(kind: DefaultKind) {
    setFailed(false)
    try {
      await update.mutateAsync({ id: address.id, body: { [kind]: true } })
    } catch {
      setFailed(true)
      return
    }
    notify.success(
      t(kind === 'is_default_shipping' ? 'addresses.madeDefaultShipping' : 'addresses.madeDefaultBilling'),
    )
  }

  const setting = (kind: DefaultKind) => update.isPending && update.variables?.body[kind] === true

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-bold text-ink-900 text-lg">
          {address.full_name}
        </h2>
        <Badge>{t(`addresses.type.${address.address_type}`)}</Badge>
      </div>
      {address.is_default_shipping || address.is_default_billing ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('addresses.defaults')}>
          {address.is_default_shipping ? (
            <li>
              <Badge tone="brand">{t('addresses.defaultShipping')}</Badge>
            </li>
          ) : null}
          {address.is_default_billing ? (
            <li>
              <Badge tone="brand">{t('addresses.defaultBilling')}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-4 flex-1 space-y-3 text-ink-800 text-sm">
        {address.company_name ? (
          <p className="flex items-center gap-2">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-ink-600" />
            <span className="sr-only">{t('addresses.fields.company_name')}: </span>
            <span>{address.company_name}</span>
          </p>
        ) : null}
        <address className="not-italic leading-relaxed">
          {addressLines(address).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-600" />
          <span className="sr-only">{t('addresses.fields.email_address')}: </span>
          <span dir="ltr" className="break-all">
            {address.email_address}
          </span>
        </p>
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-600" />
          <span className="sr-only">{t('addresses.fields.phone_number')}: </span>
          <span dir="ltr">{address.phone_number}</span>
        </p>
      </div>
      {failed ? (
        <Alert className="mt-4">
          <p>{t('addresses.updateFailed')}</p>
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2 border-sand-200 border-t pt-4">
        <Button variant="outline" size="sm" onClick={() => onEdit(address)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('addresses.edit')}
          <span className="sr-only">: {address.full_name}</span>
        </Button>
        {(['is_default_shipping', 'is_default_billing'] as const).map((kind) =>
          address[kind] ? null : (
            <Button
              key={kind}
              variant="ghost"
              size="sm"
              disabled={update.isPending}
              aria-busy={setting(kind) || undefined}
              onClick={() => void makeDefault(kind)}
            >
              {setting(kind) ? (
                <Spinner className="size-4" />
              ) : (
                <Star aria-hidden="true" className="size-4" />
              )}
              {t(
                kind === 'is_default_shipping'
                  ? 'addresses.makeDefaultShipping'
                  : 'addresses.makeDefaultBilling',
              )}
              <span className="sr-only">: {address.full_name}</span>
            </Button>
          ),
        )}
        <button
          type="button"
          className={`${dangerButtonClass({ solid: false, small: true })} ms-auto`}
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('addresses.delete')}
          <span className="sr-only">: {address.full_name}</span>
        </button>
      </div>
      <DeleteAddressDialog
        userId={userId}
        address={address}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
      />
    </article>
  )
}
