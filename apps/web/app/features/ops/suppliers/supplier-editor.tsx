import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, BadgeCheck, ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { supplierAdminQuery } from '../../../api/ops-suppliers.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { failureDetail, LoadFailure } from '../../../components/ui/load-failure.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListLoading } from '../console/list-state.tsx'
import { ObjectHistory } from '../console/object-history.tsx'
import { useOperator } from '../console/ops-context.ts'
import { CertificatesPanel } from './certificates-panel.tsx'
import { SupplierProfileForm } from './supplier-profile-form.tsx'

/**
 * One supplier in the console (docs/product.md#supplier-profiles): its profile to edit, then its
 * certificates; a link to the public page it makes. `supplierId` 0 is no supplier.
 */
export function SupplierEditor({ lang, supplierId }: { lang: Lang; supplierId: number }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const supplier = useQuery({
    ...supplierAdminQuery(useApi(), operator.id, supplierId),
    enabled: supplierId > 0,
  })
  const missing = supplierId === 0 || (supplier.error instanceof ApiError && supplier.error.status === 404)

  return (
    <div className="max-w-4xl space-y-6">
      <Link
        to={localizedPath('/ops/suppliers', lang)}
        className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('suppliers.editor.back')}
      </Link>
      {missing ? (
        <LoadFailure heading="h1" title={t('suppliers.editor.notFound')} />
      ) : supplier.isPending ? (
        <ListLoading label={t('suppliers.editor.loading')} rows={3} height="h-40" />
      ) : supplier.isError ? (
        <LoadFailure
          heading="h1"
          title={t('suppliers.editor.loadFailed')}
          detail={failureDetail(supplier.error)}
          retry={t('queue.retry')}
          onRetry={() => void supplier.refetch()}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-ink-900">
              <bdi>{supplier.data.name}</bdi>
              {supplier.data.is_verified ? (
                <Badge tone="brand">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('suppliers.verified')}
                </Badge>
              ) : (
                <Badge>{t('suppliers.unverified')}</Badge>
              )}
            </h1>
            <a
              href={localizedPath(`/suppliers/${supplier.data.id}`, lang)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 underline underline-offset-4 hover:text-teal-950"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('suppliers.editor.viewPage')}
              <span className="sr-only">{t('products.editor.newTab')}</span>
            </a>
          </div>
          <SupplierProfileForm key={supplier.data.id} lang={lang} supplier={supplier.data} />
          <CertificatesPanel lang={lang} supplier={supplier.data} />
          <ObjectHistory lang={lang} type="supplier" id={supplier.data.id} />
        </>
      )}
    </div>
  )
}
