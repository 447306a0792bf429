import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsDestination, PutLegsInput } from '@caravanserai/contracts/ops-destinations'
import type { NamesInput } from '@caravanserai/contracts/ops-taxonomy'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Route, Trash2 } from 'lucide-react'
import { useState } from 'react'
import {
  createDestination,
  type DestinationChange,
  deleteDestination,
  opsDestinationKeys,
  opsDestinationsQuery,
  putLegs,
  updateDestination,
} from '../../../api/ops-destinations.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { deleteOrExplain } from '../console/delete-or-explain.ts'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { NamesEditor } from '../console/names-editor.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useNamesSave } from '../console/save-names.ts'
import { LegsEditor } from './legs-editor.tsx'

/** One destination's line: its place, name, state and orders, and what can be done to it. */
function DestinationRow({
  lang,
  destination,
  index,
  last,
  busy,
  onChange,
  onRename,
  onRoute,
  onDelete,
}: {
  lang: Lang
  destination: OpsDestination
  index: number
  last: boolean
  busy: boolean
  onChange: (change: DestinationChange, done: string) => void
  onRename: () => void
  onRoute: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('ops')
  const { name, is_active: shown, order_count: orders, lead_days: days } = destination
  const icon = 'size-4'
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <span className="w-6 text-end text-ink-600 text-sm tabular-nums">{formatNumber(lang, index + 1)}</span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className={`font-semibold ${shown ? 'text-ink-900' : 'text-ink-600'}`}>{name}</p>
        <p className="flex flex-wrap items-center gap-2 text-ink-600 text-xs">
          <Badge tone={shown ? 'brand' : 'neutral'}>
            {shown ? t('destinations.shown') : t('destinations.hidden')}
          </Badge>
          <span>{t('destinations.orders', { count: orders, formatted: formatNumber(lang, orders) })}</span>
          <span>
            {days === null
              ? t('destinations.legs.noRoute')
              : t('destinations.legs.summary', {
                  count: days,
                  formatted: formatNumber(lang, days),
                  legs: formatNumber(lang, destination.legs.length),
                })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('destinations.moveUp', { name })}
          disabled={index === 0 || busy}
          onClick={() => onChange({ position: index - 1 }, t('destinations.moved'))}
        >
          <ArrowUp aria-hidden="true" className={icon} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('destinations.moveDown', { name })}
          disabled={last || busy}
          onClick={() => onChange({ position: index + 1 }, t('destinations.moved'))}
        >
          <ArrowDown aria-hidden="true" className={icon} />
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t(shown ? 'destinations.hideItem' : 'destinations.showItem', { name })}
          disabled={busy}
          onClick={() =>
            onChange(
              { is_active: !shown },
              t(shown ? 'destinations.hiddenDone' : 'destinations.shownDone', { name }),
            )
          }
        >
          {shown ? (
            <EyeOff aria-hidden="true" className={icon} />
          ) : (
            <Eye aria-hidden="true" className={icon} />
          )}
          {shown ? t('destinations.hide') : t('destinations.show')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('destinations.renameItem', { name })}
          onClick={onRename}
        >
          <Pencil aria-hidden="true" className={icon} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('destinations.legs.editItem', { name })}
          onClick={onRoute}
        >
          <Route aria-hidden="true" className={icon} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('destinations.deleteItem', { name })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className={icon} />
        </Button>
      </div>
    </li>
  )
}

/**
 * Shipping destinations for operators (docs/product.md#destinations): in checkout order, each shown
 * or hidden, with how many orders name it; added and renamed in four languages, moved up and down,
 * hidden and shown again, and deleted only while no order names it (otherwise the API's 409 says to
 * hide it). Each has a route of legs with typical days, edited whole (legs-editor.tsx).
 */
export function DestinationsPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const destinations = useQuery(opsDestinationsQuery(api, operator.id, lang))
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [routing, setRouting] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<OpsDestination | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsDestinationKeys.all(operator.id) })
  const create = useMutation({
    mutationFn: (names: NamesInput) => createDestination(api, lang, names),
    onSuccess: refresh,
  })
  const rename = useMutation({
    mutationFn: ({ id, names }: { id: number; names: NamesInput }) =>
      updateDestination(api, lang, id, { names }),
    onSuccess: refresh,
  })
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: DestinationChange }) =>
      updateDestination(api, lang, id, body),
    onSuccess: refresh,
    // The generic notice is up; the list shows what the server holds now.
    onError: () => void refresh(),
  })
  const route = useMutation({
    mutationFn: ({ id, body }: { id: number; body: PutLegsInput }) => putLegs(api, lang, id, body),
    onSuccess: refresh,
  })
  const removal = useMutation({
    mutationFn: (id: number) => deleteDestination(api, lang, id),
    onSettled: refresh,
  })
  const save = useNamesSave(() => setEditing(null))

  async function apply(destination: OpsDestination, body: DestinationChange, done: string) {
    try {
      await change.mutateAsync({ id: destination.id, body })
      notify.success(done)
    } catch {
      // Said by the generic notice; the list has been reloaded.
    }
  }

  async function remove(destination: OpsDestination) {
    // With orders, the server says to hide it instead, and nothing is deleted.
    const deleted = await deleteOrExplain(() => removal.mutateAsync(destination.id))
    if (deleted) notify.success(t('destinations.deleted', { name: destination.name }))
    setDeleting(null)
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
          aria-expanded={editing === 'new'}
          onClick={() => setEditing(editing === 'new' ? null : 'new')}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('destinations.add')}
        </Button>
      </div>
      {editing === 'new' ? (
        <NamesEditor
          lang={lang}
          id="destination-new"
          legend={t('destinations.name')}
          submitLabel={t('destinations.add')}
          busy={create.isPending}
          // The create call takes the names as `name`, so its messages come as name.<locale>.
          onSave={(names) => save(() => create.mutateAsync(names), 'name', 'destinations.created')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryView
        query={destinations}
        loading={<ListLoading label={t('destinations.loading')} rows={5} />}
        failed={t('destinations.failed')}
        empty={<ListEmpty hint={t('destinations.emptyHint')}>{t('destinations.empty')}</ListEmpty>}
      >
        {(all) => (
          <ol
            aria-label={t('destinations.caption')}
            className="divide-y divide-sand-200 rounded-lg bg-white ring-1 ring-sand-200"
          >
            {all.map((destination, index) =>
              editing === destination.id ? (
                <li key={destination.id} className="p-3">
                  <NamesEditor
                    lang={lang}
                    id={`destination-${destination.id}`}
                    legend={t('destinations.name')}
                    initial={destination.names}
                    submitLabel={t('names.save')}
                    busy={rename.isPending}
                    onSave={(names) =>
                      save(
                        () => rename.mutateAsync({ id: destination.id, names }),
                        'names',
                        'destinations.renamed',
                      )
                    }
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : routing === destination.id ? (
                <li key={destination.id} className="p-3">
                  <LegsEditor
                    lang={lang}
                    destination={destination}
                    busy={route.isPending}
                    save={async (body) => {
                      await route.mutateAsync({ id: destination.id, body })
                      setRouting(null)
                      notify.success(t('destinations.legs.saved', { name: destination.name }))
                    }}
                    onCancel={() => setRouting(null)}
                  />
                </li>
              ) : (
                <DestinationRow
                  key={destination.id}
                  lang={lang}
                  destination={destination}
                  index={index}
                  last={index === all.length - 1}
                  busy={change.isPending}
                  onChange={(body, done) => void apply(destination, body, done)}
                  onRename={() => {
                    setRouting(null)
                    setEditing(destination.id)
                  }}
                  onRoute={() => {
                    setEditing(null)
                    setRouting(destination.id)
                  }}
                  onDelete={() => setDeleting(destination)}
                />
              ),
            )}
          </ol>
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t('destinations.confirmTitle')}
        confirmLabel={t('destinations.confirm')}
        busyLabel={t('destinations.deleting')}
        busy={removal.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {deleting ? <p>{t('destinations.confirmText', { name: deleting.name })}</p> : null}
      </ConfirmDialog>
    </div>
  )
}
