import type { Lang } from '@caravanserai/contracts/languages'
import type { NamesInput, OpsAttribute } from '@caravanserai/contracts/ops-taxonomy'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  createTaxon,
  deleteTaxon,
  renameTaxon,
  type TaxonKind,
  taxonomyAttributesQuery,
  taxonomyCategoriesQuery,
  taxonomyKeys,
  taxonomyTypesQuery,
} from '../../../api/ops-taxonomy.ts'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { deleteOrExplain } from '../console/delete-or-explain.ts'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useNamesSave } from '../console/save-names.ts'
import {
  AddTaxonButton,
  NewTaxon,
  TaxonColumn,
  type TaxonomyActions,
  TaxonRow,
  type TaxonTarget,
} from './taxon-list.tsx'
import { type TaxonomySelection, taxonomySearchOf, taxonomySelectionFrom } from './taxonomy-selection.ts'

/** '12 products', '3 types' … in the page language's words and digits. */
function useCount(lang: Lang) {
  const { t } = useTranslation('ops')
  return (key: string, count: number) => t(key, { count, formatted: formatNumber(lang, count) })
}

/** An attribute with its values, each renamed and deleted on its own, and a form adding more. */
function AttributeItem({ actions, attribute }: { actions: TaxonomyActions; attribute: OpsAttribute }) {
  const { t } = useTranslation('ops')
  const count = useCount(actions.lang)
  return (
    <TaxonRow
      actions={actions}
      kind="attribute"
      item={attribute}
      meta={`${count('taxonomy.products', attribute.product_count)} · ${count('taxonomy.valueCount', attribute.values.length)}`}
    >
      <div className="space-y-3 border-sand-200 border-t px-2 py-3">
        {attribute.values.length === 0 ? (
          <p className="text-ink-600 text-sm">{t('taxonomy.noValues')}</p>
        ) : (
          <ul aria-label={t('taxonomy.valuesOf', { name: attribute.name })} className="space-y-1">
            {attribute.values.map((value) => (
              <TaxonRow
                key={value.id}
                actions={actions}
                kind="attributeValue"
                item={{ id: value.id, name: value.value, names: value.names }}
                meta={count('taxonomy.products', value.product_count)}
              />
            ))}
          </ul>
        )}
        <NewTaxon actions={actions} kind="attributeValue" parentId={attribute.id} />
        <AddTaxonButton actions={actions} kind="attributeValue" parentId={attribute.id} />
      </div>
    </TaxonRow>
  )
}

/**
 * The catalogue's taxonomy for operators (docs/product.md#taxonomy): categories, the product types
 * of the chosen category, the attributes of the chosen type with their values; the choice lives in
 * the URL. Everything is named in four languages, renamed with all four, and deleted after a
 * confirmation, which the API refuses (409, in its own words) while products use it.
 */
export function TaxonomyPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const count = useCount(lang)
  const [params, setParams] = useSearchParams()
  const selection = taxonomySelectionFrom(params)
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<TaxonTarget | null>(null)

  const categories = useQuery(taxonomyCategoriesQuery(api, operator.id, lang))
  const types = useQuery({
    ...taxonomyTypesQuery(api, operator.id, lang, selection.category ?? 0),
    enabled: selection.category !== null,
  })
  const attributes = useQuery({
    ...taxonomyAttributesQuery(api, operator.id, lang, selection.type ?? 0),
    enabled: selection.type !== null,
  })
  const category = categories.data?.find((c) => c.id === selection.category)
  const type = category ? types.data?.find((p) => p.id === selection.type) : undefined

  const select = (next: TaxonomySelection) =>
    setParams(new URLSearchParams(taxonomySearchOf(next)), { preventScrollReset: true })
  const refresh = () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.all(operator.id) })

  const create = useMutation({
    mutationFn: (taxon: { kind: TaxonKind; parentId: number | null; names: NamesInput }) =>
      createTaxon(api, lang, taxon.kind, taxon.parentId, taxon.names),
    onSuccess: refresh,
  })
  const rename = useMutation({
    mutationFn: (taxon: { kind: TaxonKind; id: number; names: NamesInput }) =>
      renameTaxon(api, lang, taxon.kind, taxon.id, taxon.names),
    onSuccess: refresh,
  })
  const removal = useMutation({
    mutationFn: (target: TaxonTarget) => deleteTaxon(api, lang, target.kind, target.id),
    onSettled: refresh,
  })

  const save = useNamesSave(() => setEditing(null))
  const actions: TaxonomyActions = {
    lang,
    editing,
    saving: create.isPending || rename.isPending,
    edit: setEditing,
    async create(kind: TaxonKind, parentId: number | null, names: NamesInput) {
      const outcome = await save(
        () => create.mutateAsync({ kind, parentId, names }),
        'names',
        'taxonomy.created',
      )
      // A new category or type is chosen at once: its children are what comes next.
      if (outcome.ok && kind === 'category') select({ category: outcome.value.id, type: null })
      if (outcome.ok && kind === 'productType')
        select({ category: selection.category, type: outcome.value.id })
      return outcome
    },
    rename: (kind: TaxonKind, id: number, names: NamesInput) =>
      save(() => rename.mutateAsync({ kind, id, names }), 'names', 'taxonomy.renamed'),
    askDelete: setDeleting,
  }

  async function remove(target: TaxonTarget) {
    // In use, the server says by how many products, and nothing is deleted.
    const deleted = await deleteOrExplain(() => removal.mutateAsync(target))
    if (deleted) {
      notify.success(t('taxonomy.deleted', { name: target.name }))
      if (target.kind === 'category' && target.id === selection.category)
        select({ category: null, type: null })
      if (target.kind === 'productType' && target.id === selection.type)
        select({ category: selection.category, type: null })
    }
    setDeleting(null)
  }

  const failed = t('taxonomy.failed')
  const loading = (rows: number, height?: string) => (
    <ListLoading label={t('taxonomy.loading')} rows={rows} height={height} />
  )
  const categoryList = (
    <QueryView
      query={categories}
      loading={loading(4)}
      failed={failed}
      empty={<ListEmpty>{t('taxonomy.noCategories')}</ListEmpty>}
    >
      {(rows) => (
        <ul className="space-y-1">
          {rows.map((c) => (
            <TaxonRow
              key={c.id}
              actions={actions}
              kind="category"
              item={c}
              meta={`${count('taxonomy.products', c.product_count)} · ${count('taxonomy.typeCount', c.product_type_count)}`}
              to={{ search: taxonomySearchOf({ category: c.id, type: null }) }}
              selected={c.id === selection.category}
            />
          ))}
        </ul>
      )}
    </QueryView>
  )
  const typeList = category ? (
    <QueryView
      query={types}
      loading={loading(3)}
      failed={failed}
      empty={<ListEmpty>{t('taxonomy.noTypes')}</ListEmpty>}
    >
      {(rows) => (
        <ul className="space-y-1">
          {rows.map((p) => (
            <TaxonRow
              key={p.id}
              actions={actions}
              kind="productType"
              item={p}
              meta={`${count('taxonomy.products', p.product_count)} · ${count('taxonomy.attributeCount', p.attribute_count)}`}
              to={{ search: taxonomySearchOf({ category: category.id, type: p.id }) }}
              selected={p.id === selection.type}
            />
          ))}
        </ul>
      )}
    </QueryView>
  ) : (
    <p className="text-ink-600 text-sm">{t('taxonomy.chooseCategory')}</p>
  )
  const attributeList = type ? (
    <QueryView
      query={attributes}
      loading={loading(2, 'h-24')}
      failed={failed}
      empty={<ListEmpty>{t('taxonomy.noAttributes')}</ListEmpty>}
    >
      {(rows) => (
        <ul className="space-y-3 [&>li]:ring-1 [&>li]:ring-sand-200">
          {rows.map((a) => (
            <AttributeItem key={a.id} actions={actions} attribute={a} />
          ))}
        </ul>
      )}
    </QueryView>
  ) : (
    <p className="text-ink-600 text-sm">{t('taxonomy.chooseType')}</p>
  )

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="font-bold text-2xl text-ink-900">{t('taxonomy.title')}</h1>
        <p className="text-ink-600 text-sm">{t('taxonomy.intro')}</p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)]">
        <TaxonColumn
          id="ops-taxonomy-categories"
          title={t('taxonomy.categories')}
          add={<AddTaxonButton actions={actions} kind="category" parentId={null} />}
        >
          <NewTaxon actions={actions} kind="category" parentId={null} />
          {categoryList}
        </TaxonColumn>
        <TaxonColumn
          id="ops-taxonomy-types"
          title={t('taxonomy.types')}
          hint={category ? t('taxonomy.inCategory', { name: category.name }) : undefined}
          add={
            category ? <AddTaxonButton actions={actions} kind="productType" parentId={category.id} /> : null
          }
        >
          {category ? <NewTaxon actions={actions} kind="productType" parentId={category.id} /> : null}
          {typeList}
        </TaxonColumn>
        <TaxonColumn
          id="ops-taxonomy-attributes"
          title={t('taxonomy.attributes')}
          hint={type ? t('taxonomy.inType', { name: type.name }) : undefined}
          add={type ? <AddTaxonButton actions={actions} kind="attribute" parentId={type.id} /> : null}
        >
          {type ? <NewTaxon actions={actions} kind="attribute" parentId={type.id} /> : null}
          {attributeList}
        </TaxonColumn>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={deleting ? t(`taxonomy.confirmTitle.${deleting.kind}`) : ''}
        confirmLabel={t('taxonomy.confirm')}
        busyLabel={t('taxonomy.deleting')}
        busy={removal.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {deleting ? <p>{t(`taxonomy.confirmText.${deleting.kind}`, { name: deleting.name })}</p> : null}
      </ConfirmDialog>
    </div>
  )
}
