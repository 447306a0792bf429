import { MAX_ADDRESSES, type ShippingAddress } from '@caravanserai/contracts/addresses'
import { useQuery } from '@tanstack/react-query'
import { MapPinned, Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { shippingAddressesQuery } from '../../api/shipping-addresses.ts'
import { Button } from '../../components/ui/button.tsx'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatNumber } from '../../lib/format.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AccountDialog } from './account-dialog.tsx'
import { AccountTrail } from './account-trail.tsx'
import { AddressCard } from './address-card.tsx'
import { AddressForm } from './address-form.tsx'

/** Addresses (docs/product.md#addresses): the buyer's saved addresses as cards, edited in a dialog. */
export function AddressesPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account')
  const lang = useLang()
  const api = useApi()
  const addresses = useQuery(shippingAddressesQuery(api, user.id))
  const [editing, setEditing] = useState<ShippingAddress | 'new' | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const count = addresses.data?.length ?? 0
  const full = count >= MAX_ADDRESSES
  const opener = useRef<Element | null>(null)
  // A deleted card takes the button that opened its dialog with it: focus goes to the heading.
  const afterDelete = () => requestAnimationFrame(() => heading.current?.focus())
  function open(target: ShippingAddress | 'new') {
    opener.current = document.activeElement
    setEditing(target)
  }
  // The first address replaces the empty state, and its button with it.
  function returnFocus(event: Event) {
    if (opener.current?.isConnected) return
    event.preventDefault()
    heading.current?.focus()
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AccountTrail lang={lang} current={t('addresses.title')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 ref={heading} tabIndex={-1} className="font-bold text-3xl text-ink-900 outline-none">
            {t('addresses.title')}
          </h1>
          <p className="text-ink-700">{t('addresses.lead')}</p>
        </div>
        {addresses.isSuccess && count > 0 ? (
          <Button onClick={() => open('new')} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            {t('addresses.add')}
          </Button>
        ) : null}
      </div>
      {full ? (
        <p role="status" className="mt-4 rounded-lg bg-sand-100 p-3 text-ink-800 text-sm">
          {t('addresses.full', { max: formatNumber(lang, MAX_ADDRESSES) })}
        </p>
      ) : null}

      <div className="mt-8">
        {addresses.isPending ? (
          <div role="status" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('addresses.loading')}</span>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-64 rounded-xl" />
            ))}
          </div>
        ) : addresses.isError ? (
          <LoadFailure
            title={t('load.failed')}
            text={t('load.tryAgain')}
            retry={t('load.retry')}
            onRetry={() => void addresses.refetch()}
            retrying={addresses.isFetching}
          />
        ) : count === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-sand-300 border-dashed bg-white px-6 py-14 text-center">
            <MapPinned aria-hidden="true" className="size-12 text-teal-700" />
            <h2 className="mt-4 font-bold text-ink-900 text-xl">{t('addresses.emptyTitle')}</h2>
            <p className="mt-2 max-w-md text-ink-700">{t('addresses.emptyText')}</p>
            <Button className="mt-6" onClick={() => open('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('addresses.addFirst')}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {addresses.data.map((address) => (
              <li key={address.id} className="flex">
                <AddressCard userId={user.id} address={address} onEdit={open} onDeleted={afterDelete} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <AccountDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        title={t(editing === 'new' ? 'addresses.addTitle' : 'addresses.editTitle')}
        description={t('addresses.formText')}
        closeLabel={t('form.close')}
        onCloseAutoFocus={returnFocus}
        wide
      >
        {editing !== null ? (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            userId={user.id}
            address={editing === 'new' ? undefined : editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AccountDialog>
    </div>
  )
}
