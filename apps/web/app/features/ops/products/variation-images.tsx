import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsProduct, OpsVariation } from '@caravanserai/contracts/ops-catalog'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MIN_WIDTH,
  IMAGE_UPLOAD_TYPES,
  IMAGES_PER_VARIATION_MAX,
} from '@caravanserai/contracts/ops-media'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ImagePlus, Languages } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import {
  attachImage,
  isUploadFailure,
  removeImage,
  reorderImages,
  uploadImage,
} from '../../../api/ops-pictures.ts'
import { productAdminKeys } from '../../../api/ops-products.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { TIMEOUT_STATUS } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import { ImageAltEditor } from './image-alt-editor.tsx'
import { ReorderButtons } from './reorder-buttons.tsx'

type ProductImage = OpsVariation['images'][number]

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024

/** A picture list with one moved by `step` places (−1 earlier, +1 later): its ids in the new order. */
export function movedOrder(images: readonly { id: number }[], index: number, step: -1 | 1): number[] {
  const ids = images.map((image) => image.id)
  const target = index + step
  if (target < 0 || target >= ids.length) return ids
  ;[ids[index], ids[target]] = [ids[target]!, ids[index]!]
  return ids
}

/**
 * The pictures of one saved variation, changed at once (not with the form's Save): upload,
 * attach, reorder, describe in each language, remove. A file is checked for size here before it
 * is sent; what only the server can judge (the file's real format, its dimensions) comes back in
 * its own words.
 */
export function VariationImages({
  lang,
  productId,
  variationId,
  images,
}: {
  lang: Lang
  productId: number
  variationId: number
  images: ProductImage[]
}) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState('')
  const [describing, setDescribing] = useState<number | null>(null)
  const inputId = useId()
  const n = (value: number) => formatNumber(lang, value)

  function show(next: ProductImage[]) {
    queryClient.setQueryData<OpsProduct>(productAdminKeys.product(operator.id, productId), (product) =>
      product
        ? {
            ...product,
            variations: product.variations.map((v) => (v.id === variationId ? { ...v, images: next } : v)),
          }
        : product,
    )
    void queryClient.invalidateQueries({ queryKey: productAdminKeys.lists(operator.id) })
  }

  const addImage = useMutation({
    mutationFn: async (file: File) => attachImage(api, variationId, (await uploadImage(api, file)).path),
    onSuccess: show,
  })
  const reorder = useMutation({
    mutationFn: (order: number[]) => reorderImages(api, variationId, order),
    onSuccess: show,
  })
  const discard = useMutation({ mutationFn: (imageId: number) => removeImage(api, variationId, imageId) })
  const busy = addImage.isPending || reorder.isPending || discard.isPending

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    setProblem('')
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setProblem(t('products.images.tooLarge', { max: n(MAX_MB) }))
      return
    }
    try {
      await addImage.mutateAsync(file)
      notify.success(t('products.images.added'))
    } catch (error) {
      // The upload is quiet: its refusal (type, size, dimensions) is said here, beside the picker.
      // A failed attach has raised the generic notice already.
      if (!isUploadFailure(error)) return
      if (error.status === TIMEOUT_STATUS) setProblem(t('products.images.failed'))
      else setProblem(error.fieldErrors.file?.join(' ') || error.message)
    }
  }

  async function move(index: number, step: -1 | 1) {
    try {
      await reorder.mutateAsync(movedOrder(images, index, step))
    } catch {
      // The generic notice has said it; the pictures stay as they were.
    }
  }

  async function remove(image: ProductImage) {
    try {
      await discard.mutateAsync(image.id)
      show(images.filter((i) => i.id !== image.id))
      notify.success(t('products.images.removed'))
    } catch {
      // As above.
    }
  }

  const full = images.length >= IMAGES_PER_VARIATION_MAX
  return (
    <div className="space-y-3">
      {images.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('products.images.none')}</p>
      ) : (
        <ol className="flex flex-wrap gap-3">
          {images.map((image, index) => {
            const position = { position: n(index + 1) }
            return (
              <li key={image.id} className="w-36 space-y-1.5 rounded-md bg-sand-50 p-2 ring-1 ring-sand-200">
                <img
                  src={image.photo}
                  srcSet={image.srcset}
                  sizes="128px"
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="aspect-square w-full rounded object-cover"
                />
                <p className="text-ink-700 text-xs">
                  {index === 0 ? t('products.images.first') : t('products.images.position', position)}
                </p>
                <ReorderButtons
                  index={index}
                  count={images.length}
                  disabled={busy}
                  labels={{
                    earlier: t('products.images.earlier', position),
                    later: t('products.images.later', position),
                    remove: t('products.images.remove', position),
                  }}
                  onMove={(step) => void move(index, step)}
                  onRemove={() => void remove(image)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-expanded={describing === image.id}
                  aria-controls={describing === image.id ? `${inputId}-describe` : undefined}
                  aria-label={t('products.images.describe', position)}
                  onClick={() => setDescribing(describing === image.id ? null : image.id)}
                  className="w-full"
                >
                  <Languages aria-hidden="true" className="size-4" />
                  {t('products.images.describeShort')}
                </Button>
              </li>
            )
          })}
        </ol>
      )}
      {images.map((image, index) =>
        describing === image.id ? (
          <div key={image.id} id={`${inputId}-describe`}>
            <ImageAltEditor
              id={`${inputId}-alt`}
              legend={t('products.images.describeLegend', { position: n(index + 1) })}
              variationId={variationId}
              image={image}
              onSaved={(next) => {
                show(next)
                setDescribing(null)
              }}
              onCancel={() => setDescribing(null)}
            />
          </div>
        ) : null,
      )}
      <div className="space-y-1">
        <label
          htmlFor={inputId}
          className={`inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md border border-sand-300 bg-white px-3 font-semibold text-ink-800 text-sm hover:bg-sand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${busy || full ? 'pointer-events-none opacity-60' : ''}`}
        >
          {busy ? <Spinner className="size-4" /> : <ImagePlus aria-hidden="true" className="size-4" />}
          {busy ? t('products.images.busy') : t('products.images.add')}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            disabled={busy || full}
            onChange={(event) => void upload(event)}
            aria-describedby={`${inputId}-hint ${inputId}-problem`}
            className="sr-only"
          />
        </label>
        <p id={`${inputId}-hint`} className="text-ink-600 text-xs">
          {full
            ? t('products.images.full', { max: n(IMAGES_PER_VARIATION_MAX) })
            : t('products.images.hint', { max: n(MAX_MB), width: n(IMAGE_UPLOAD_MIN_WIDTH) })}
        </p>
        <p id={`${inputId}-problem`} role="alert" className="text-red-800 text-sm empty:hidden">
          {problem}
        </p>
      </div>
    </div>
  )
}
