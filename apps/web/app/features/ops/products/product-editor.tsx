import { type Lang, LOCALES, localeOf } from '@caravanserai/contracts/languages'
import { type OpsProduct, productBodyOf } from '@caravanserai/contracts/ops-catalog'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, RefreshCw, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import {
  createProduct,
  deleteProduct,
  productAdminKeys,
  productAdminQuery,
  updateProduct,
} from '../../../api/ops-products.ts'
import { taxonomyAttributesQuery } from '../../../api/ops-taxonomy.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { localizedPath } from '../../../lib/links.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { isConflict, replaceFailureNotice } from '../console/api-notice.ts'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useFieldText } from '../console/field-error.tsx'
import { ObjectHistory } from '../console/object-history.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { useLeaveGuard } from '../console/use-leave-guard.ts'
import { CustomsPanel, PlacementPanel, ProductHeading, TextsPanel } from './product-editor-sections.tsx'
import type { FieldMessage } from './product-fields.tsx'
import {
  createBodyOf,
  emptyProductValues,
  formFieldOf,
  type ProductDraft,
  type ProductValues,
  productFormSchema,
  productValuesOf,
  updateBodyOf,
} from './product-form.ts'
import { VariationFields } from './variation-fields.tsx'

function BackLink({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  return (
    <Link
      to={localizedPath('/ops/products', lang)}
      className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 hover:text-teal-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('products.editor.back')}
    </Link>
  )
}

function ProductForm({ lang, product }: { lang: Lang; product: OpsProduct | undefined }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const fieldText = useFieldText(lang)
  const [general, setGeneral] = useState<string[]>([])
  /** A sale changed a stock since the form was loaded (409): the save waits for a reload. */
  const [stale, setStale] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)

  const savedLocales = LOCALES.filter((locale) => product?.translations[locale]?.name)
  const savedKey = savedLocales.join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved languages, by their names
  const schema = useMemo(() => productFormSchema(lang, savedLocales), [lang, savedKey])
  const form = useForm<ProductValues, unknown, ProductDraft>({
    resolver: zodResolver(schema),
    defaultValues: product ? productValuesOf(productBodyOf(product), lang) : emptyProductValues(),
  })
  const { errors, isDirty } = form.formState

  /** The product as saved now, current stock included. */
  const fetchFresh = (productId: number) =>
    queryClient.fetchQuery({ ...productAdminQuery(api, operator.id, productId), staleTime: 0 })
  const refreshLists = () =>
    void queryClient.invalidateQueries({ queryKey: productAdminKeys.lists(operator.id) })
  const create = useMutation({
    mutationFn: (draft: ProductDraft) => createProduct(api, createBodyOf(draft)),
    onSuccess: refreshLists,
  })
  const update = useMutation({
    mutationFn: async ({ productId, draft }: { productId: number; draft: ProductDraft }) => {
      await updateProduct(api, productId, updateBodyOf(draft))
      return fetchFresh(productId)
    },
    onSuccess: refreshLists,
  })
  const reread = useMutation({ mutationFn: fetchFresh })
  const discard = useMutation({
    mutationFn: (productId: number) => deleteProduct(api, productId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productAdminKeys.all(operator.id) }),
  })
  const busy = create.isPending || update.isPending || reread.isPending || discard.isPending
  const { blocker, release } = useLeaveGuard(isDirty && !busy)

  const productType = Number(form.watch('product_type')) || 0
  const attributes = useQuery({
    ...taxonomyAttributesQuery(api, operator.id, lang, productType),
    enabled: productType > 0,
  })

  const message: FieldMessage = (name, texts, values) =>
    errors ? fieldText(form.getFieldState(name as never).error, texts, values) : null

  function showServerErrors(error: ApiError) {
    mapFieldErrors(form, error, (path) => formFieldOf(path) as never)
    const left = Object.entries(error.fieldErrors).flatMap(([path, messages]) =>
      formFieldOf(path) ? [] : [messages.join(' ')],
    )
    if (Object.keys(error.fieldErrors).length === 0) left.push(error.message)
    setGeneral(left)
    replaceFailureNotice(error, t('fields.checkForm'))
  }

  async function save(draft: ProductDraft) {
    setGeneral([])
    setStale(false)
    try {
      if (product) {
        const fresh = await update.mutateAsync({ productId: product.id, draft })
        form.reset(productValuesOf(productBodyOf(fresh), lang))
        notify.success(t('products.editor.saved'))
      } else {
        const created = await create.mutateAsync(draft)
        release()
        notify.success(t('products.editor.created'))
        navigate(localizedPath(`/ops/products/${created.id}`, lang), { replace: true })
      }
    } catch (error) {
      if (isConflict(error)) {
        // Nothing was saved: the server's own words say which stock moved.
        setGeneral([error.message])
        setStale(true)
        replaceFailureNotice(error, error.message)
      } else if (error instanceof ApiError && error.status === 400) showServerErrors(error)
      // Anything else raised its generic notice (lib/api.tsx); the form keeps what was typed.
    }
  }

  /** The product as saved now, current stock included; the edits made here are dropped. */
  async function reload() {
    if (!product) return
    try {
      const fresh = await reread.mutateAsync(product.id)
      form.reset(productValuesOf(productBodyOf(fresh), lang))
      setGeneral([])
      setStale(false)
      notify.success(t('products.editor.reloaded'))
    } catch {
      // The failure raised its generic notice; the message and the button stay.
    }
  }

  async function remove() {
    if (!product) return
    try {
      await discard.mutateAsync(product.id)
      setConfirmDelete(false)
      release()
      notify.success(t('products.editor.deleted'))
      navigate(localizedPath('/ops/products', lang))
    } catch {
      setConfirmDelete(false)
    }
  }

  const deleted = product?.status === 'deleted'
  const locale = localeOf(lang)
  const title = product
    ? (product.translations[locale]?.name ?? product.translations.en.name)
    : t('products.editor.newTitle')

  return (
    <div className="space-y-6">
      <BackLink lang={lang} />
      <ProductHeading lang={lang} product={product} title={title} />
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <fieldset disabled={deleted} className="min-w-0 space-y-6">
          <PlacementPanel lang={lang} form={form} message={message} />

          <CustomsPanel lang={lang} form={form} message={message} />

          <TextsPanel lang={lang} form={form} message={message} />

          <Panel
            id="ops-product-variations"
            title={t('products.variations.heading')}
            hint={t('products.variations.hint')}
          >
            <VariationFields
              lang={lang}
              form={form}
              message={message}
              attributes={productType > 0 ? (attributes.data ?? []) : []}
              product={product}
            />
          </Panel>

          {deleted ? null : (
            <div className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-sand-200">
              {general.length > 0 ? (
                <Alert
                  action={
                    stale ? (
                      <Button variant="outline" disabled={busy} onClick={() => void reload()}>
                        <RefreshCw aria-hidden="true" className="size-4" />
                        {t('products.editor.reload')}
                      </Button>
                    ) : null
                  }
                >
                  {general.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </Alert>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? <Spinner className="size-4" /> : null}
                  {busy
                    ? t('products.editor.saving')
                    : product
                      ? t('products.editor.save')
                      : t('products.editor.create')}
                </Button>
                {product ? (
                  <Button variant="outline" className="text-red-800" onClick={() => setConfirmDelete(true)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('products.editor.delete')}
                  </Button>
                ) : null}
              </div>
            </div>
          )}
        </fieldset>
      </form>
      {product ? <ObjectHistory lang={lang} type="product" id={product.id} /> : null}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('products.editor.deleteTitle')}
        confirmLabel={t('products.editor.deleteConfirm')}
        busyLabel={t('products.editor.deleting')}
        busy={busy}
        onConfirm={() => void remove()}
      >
        <p>{t('products.editor.deleteText', { name: title })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => open || blocker.reset?.()}
        title={t('products.editor.leaveTitle')}
        confirmLabel={t('products.editor.leave')}
        busyLabel={t('products.editor.leave')}
        busy={false}
        onConfirm={() => blocker.proceed?.()}
      >
        <p>{t('products.editor.leaveText')}</p>
      </ConfirmDialog>
    </div>
  )
}

function Pending() {
  const { t } = useTranslation('ops')
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('products.editor.loading')}</span>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-48" />
      <Skeleton className="h-96" />
    </div>
  )
}

/**
 * The product editor (docs/product.md#console-products): a new product (`productId` null) or a
 * saved one in all four languages, its variations and their pictures. A deleted product is shown,
 * not edited: the API keeps it for past orders and cannot bring it back.
 */
export function ProductEditor({ lang, productId }: { lang: Lang; productId: number | null }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const id = productId ?? 0
  const product = useQuery({ ...productAdminQuery(useApi(), operator.id, id), enabled: id > 0 })

  if (productId === null) return <ProductForm lang={lang} product={undefined} />
  if (id > 0 && product.isPending) return <Pending />
  if (id <= 0 || product.isError) {
    const missing = id <= 0 || (product.error instanceof ApiError && product.error.status === 404)
    return (
      <div className="space-y-6">
        <BackLink lang={lang} />
        <LoadFailure
          heading="h1"
          title={missing ? t('products.editor.notFound') : t('products.editor.failed')}
          retry={t('products.editor.retry')}
          onRetry={missing ? undefined : () => void product.refetch()}
        />
      </div>
    )
  }
  return <ProductForm key={product.data!.id} lang={lang} product={product.data} />
}
