import type { Lang } from '@caravanserai/contracts/languages'
import type { Names, NamesInput } from '@caravanserai/contracts/ops-taxonomy'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, type To } from 'react-router'
import type { TaxonKind } from '../../../api/ops-taxonomy.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { NamesEditor } from '../console/names-editor.tsx'
import type { SaveOutcome } from '../console/save-names.ts'

/** Something of the taxonomy the operator may delete, as the confirmation names it. */
export type TaxonTarget = { kind: TaxonKind; id: number; name: string }

/** What the taxonomy page lets its lists do; one editor is open at a time (`editing`). */
export type TaxonomyActions = {
  lang: Lang
  editing: string | null
  /** A create or rename is on its way: the open editor waits for it. */
  saving: boolean
  edit: (key: string | null) => void
  create: (kind: TaxonKind, parentId: number | null, names: NamesInput) => Promise<SaveOutcome<unknown>>
  rename: (kind: TaxonKind, id: number, names: NamesInput) => Promise<SaveOutcome<unknown>>
  askDelete: (target: TaxonTarget) => void
}

export const newKey = (kind: TaxonKind, parentId: number | null) => `new:${kind}:${parentId ?? ''}`

/** Where a new thing goes: its kind and its parent (none for a category). */
type NewTaxonProps = { actions: TaxonomyActions; kind: TaxonKind; parentId: number | null }

/** The form that adds a thing of `kind` under `parentId`, while it is the open editor. */
export function NewTaxon({ actions, kind, parentId }: NewTaxonProps) {
  const { t } = useTranslation('ops')
  if (actions.editing !== newKey(kind, parentId)) return null
  return (
    <NamesEditor
      lang={actions.lang}
      id={`taxon-new-${kind}`}
      legend={t(`taxonomy.name.${kind}`)}
      submitLabel={t(`taxonomy.add.${kind}`)}
      busy={actions.saving}
      onSave={(names) => actions.create(kind, parentId, names)}
      onCancel={() => actions.edit(null)}
    />
  )
}

/** The button that opens the form adding a thing of `kind` under `parentId`. */
export function AddTaxonButton({ actions, kind, parentId }: NewTaxonProps) {
  const { t } = useTranslation('ops')
  const key = newKey(kind, parentId)
  return (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={actions.editing === key}
      onClick={() => actions.edit(actions.editing === key ? null : key)}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t(`taxonomy.add.${kind}`)}
    </Button>
  )
}

/** One level of the taxonomy: its heading, its add button and form, then its list. */
export function TaxonColumn({
  id,
  title,
  hint,
  add,
  children,
}: {
  id: string
  title: string
  hint?: string
  add?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4 rounded-lg bg-white p-4 ring-1 ring-sand-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h2 id={id} className="font-bold text-ink-900 text-lg">
            {title}
          </h2>
          {hint ? <p className="text-ink-600 text-sm">{hint}</p> : null}
        </div>
        {add}
      </div>
      {children}
    </section>
  )
}

/**
 * One named thing in a list: its name (a link choosing it, where it has children to show), how
 * much uses it, and rename and delete; renaming swaps the row for the names editor, prefilled.
 */
export function TaxonRow({
  actions,
  kind,
  item,
  meta,
  to,
  selected,
  children,
}: {
  actions: TaxonomyActions
  kind: TaxonKind
  item: { id: number; name: string; names: Names }
  meta: string
  to?: To
  selected?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('ops')
  const key = `rename:${kind}:${item.id}`
  if (actions.editing === key) {
    return (
      <li>
        <NamesEditor
          lang={actions.lang}
          id={`taxon-${kind}-${item.id}`}
          legend={t(`taxonomy.name.${kind}`)}
          initial={item.names}
          submitLabel={t('names.save')}
          busy={actions.saving}
          onSave={(names) => actions.rename(kind, item.id, names)}
          onCancel={() => actions.edit(null)}
        />
      </li>
    )
  }
  return (
    <li className={`rounded-md ${selected ? 'bg-teal-50 ring-1 ring-teal-200' : ''}`}>
      <div className="flex items-start gap-1 p-2">
        <div className="min-w-0 flex-1">
          {to ? (
            <Link
              to={to}
              preventScrollReset
              aria-current={selected ? 'true' : undefined}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline aria-[current=true]:text-teal-950"
            >
              {item.name}
            </Link>
          ) : (
            <span className="font-semibold text-ink-900">{item.name}</span>
          )}
          <p className="text-ink-600 text-xs">{meta}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('taxonomy.renameItem', { name: item.name })}
          onClick={() => actions.edit(key)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('taxonomy.deleteItem', { name: item.name })}
          onClick={() => actions.askDelete({ kind, id: item.id, name: item.name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {children}
    </li>
  )
}
