import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { isConflict, replaceFailureNotice } from './api-notice.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import {
  createDestination,
  type DestinationChange,
  deleteDestination,
  destinationKeys,
  destinationsQuery,
  updateDestination,
} from './destination-queries.ts'
import { ListEmpty, ListFailed, ListLoading } from './list-state.tsx'
import { NamesEditor } from './names-editor.tsx'
import { useOperator } from './ops-context.ts'
import { saveNames } from './save-names.ts'
import { useBusy } from './use-busy.ts'

const NEW = 'new'

/**
 * Shipping destinations for operators (issue 7): in checkout order, each shown or hidden, with
 * how many orders name it; added and renamed in four languages, moved up and down, hidden and
 * shown again, and deleted only while no order names it (otherwise the API's 409 says to hide it).
 */
export function DestinationsPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const destinations = useQuery(destinationsQuery(api, operator.id, lang))
  const [editing, setEditing] = useState<number | typeof NEW | null>(null)
  const [deleting, setDeleting] = useState<OpsDestination | null>(null)
  const change = useBusy()
  const removal = useBusy()
  const refresh = () => queryClient.invalidateQueries({ queryKey: destinationKeys.all(operator.id) })

  async function apply(destination: OpsDestination, body: DestinationChange, done: string) {
    try {
      await change.during(async () => {
        await updateDestination(api, lang, destination.id, body)
        await refresh()
      })
      notify.success(done)
    } catch {
      // The generic notice is up; the list shows what the server holds now.
      void refresh()
    }
  }

  async function remove(destination: OpsDestination) {
    try {
      await removal.during(() => deleteDestination(api, lang, destination.id))
      notify.success(t('destinations.deleted', { name: destination.name }))
    } catch (error) {
      // Orders name it: the server says so and suggests hiding it; nothing was deleted.
      if (isConflict(error)) replaceFailureNotice(error, error.message)
    } finally {
      setDeleting(null)
      void refresh()
    }
  }

  let list: ReactNode
  if (destinations.isPending) list = <ListLoading label={t('destinations.loading')} rows={5} />
  else if (destinations.isError)
    list = (
      <ListFailed
        title={t('destinations.failed')}
        error={destinations.error}
        onRetry={() => void destinations.refetch()}
      />
    )
  else if (destinations.data.length === 0)
    list = <ListEmpty hint={t('destinations.emptyHint')}>{t('destinations.empty')}</ListEmpty>
  else {
    const all = destinations.data
    list = (
      <ol
        aria-label={t('destinations.caption')}
        className="divide-y divide-sand-200 rounded-lg bg-white ring-1 ring-sand-200"
      >
        {all.map((destination, index) => {
          const { id, name } = destination
          if (editing === id)
            return (
              <li key={id} className="p-3">
                <NamesEditor
                  lang={lang}
                  id={`destination-${id}`}
                  legend={t('destinations.name')}
                  initial={destination.names}
                  submitLabel={t('names.save')}
                  onSave={async (names) => {
                    const outcome = await saveNames(
                      () => updateDestination(api, lang, id, { names }),
                      'names',
                      t('fields.checkForm'),
                    )
                    if (outcome.ok) {
                      await refresh()
                      setEditing(null)
                      notify.success(t('destinations.renamed', { name: outcome.value.name }))
                    }
                    return outcome
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            )
          const icon = 'size-4'
          return (
            <li key={id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
              <span className="w-6 text-end text-ink-600 text-sm tabular-nums">
                {formatNumber(lang, index + 1)}
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <p className={`font-semibold ${destination.is_active ? 'text-ink-900' : 'text-ink-600'}`}>
                  {name}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-ink-600 text-xs">
                  <Badge tone={destination.is_active ? 'brand' : 'neutral'}>
                    {destination.is_active ? t('destinations.shown') : t('destinations.hidden')}
                  </Badge>
                  <span>
                    {t('destinations.orders', {
                      count: destination.order_count,
                      formatted: formatNumber(lang, destination.order_count),
                    })}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('destinations.moveUp', { name })}
                  disabled={index === 0 || change.busy}
                  onClick={() => void apply(destination, { position: index - 1 }, t('destinations.moved'))}
                >
                  <ArrowUp aria-hidden="true" className={icon} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('destinations.moveDown', { name })}
                  disabled={index === all.length - 1 || change.busy}
                  onClick={() => void apply(destination, { position: index + 1 }, t('destinations.moved'))}
                >
                  <ArrowDown aria-hidden="true" className={icon} />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t(destination.is_active ? 'destinations.hideItem' : 'destinations.showItem', {
                    name,
                  })}
                  disabled={change.busy}
                  onClick={() =>
                    void apply(
                      destination,
                      { is_active: !destination.is_active },
                      t(destination.is_active ? 'destinations.hiddenDone' : 'destinations.shownDone', {
                        name,
                      }),
                    )
                  }
                >
                  {destination.is_active ? (
                    <EyeOff aria-hidden="true" className={icon} />
                  ) : (
                    <Eye aria-hidden="true" className={icon} />
                  )}
                  {destination.is_active ? t('destinations.hide') : t('destinations.show')}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('destinations.renameItem', { name })}
                  onClick={() => setEditing(id)}
                >
                  <Pencil aria-hidden="true" className={icon} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('destinations.deleteItem', { name })}
                  onClick={() => setDeleting(destination)}
                >
                  <Trash2 aria-hidden="true" className={icon} />
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <div className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="font-bold text-2xl text-ink-900">{t('destinations.title')}</h1>
          <p className="text-ink-600 text-sm">{t('destinations.intro')}</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={editing === NEW}
          onClick={() => setEditing(editing === NEW ? null : NEW)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('destinations.add')}
        </Button>
      </div>
      {editing === NEW ? (
        <NamesEditor
          lang={lang}
          id="destination-new"
          legend={t('destinations.name')}
          submitLabel={t('destinations.add')}
          onSave={async (names) => {
            const outcome = await saveNames(
              () => createDestination(api, lang, names),
              'name',
              t('fields.checkForm'),
            )
            if (outcome.ok) {
              await refresh()
              setEditing(null)
              notify.success(t('destinations.created', { name: outcome.value.name }))
            }
            return outcome
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {list}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t('destinations.confirmTitle')}
        confirmLabel={t('destinations.confirm')}
        busyLabel={t('destinations.deleting')}
        busy={removal.busy}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {deleting ? <p>{t('destinations.confirmText', { name: deleting.name })}</p> : null}
      </ConfirmDialog>
    </div>
  )
}
