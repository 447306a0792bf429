import type { Lang } from '@caravanserai/contracts/languages'
import type { Supplier, SupplierCertificate } from '@caravanserai/contracts/suppliers'
import { CircleAlert, CircleCheck, Download, FileText } from 'lucide-react'
import { formatDay, formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { certificateStanding, utcToday } from './supplier-facts.ts'

const FILE_KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
}

/**
 * What the operators checked of the supplier: the day of each check and the last day it holds,
 * a check past it marked expired (it no longer counts towards the verified mark).
 */
export function SupplierChecks({ lang, supplier }: { lang: Lang; supplier: Supplier }) {
  const { t } = useTranslation('suppliers')
  return (
    <section aria-labelledby="supplier-checks" className="space-y-3">
      <h2 id="supplier-checks" className="font-bold text-ink-900 text-xl">
        {t('checks.title')}
      </h2>
      {supplier.verifications.length === 0 ? (
        <p className="text-ink-700">{t('checks.none')}</p>
      ) : (
        <>
          <p className="text-ink-700 text-sm">{t('checks.intro')}</p>
          <ul className="space-y-2">
            {supplier.verifications.map((check) => (
              <li
                key={check.kind}
                className="flex items-start gap-3 rounded-lg border border-sand-200 bg-white p-3"
              >
                {check.expired ? (
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-800" />
                ) : (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                )}
                <span>
                  <span className="block font-semibold text-ink-900">{t(`checks.kind.${check.kind}`)}</span>
                  <span className="block text-ink-700 text-sm">
                    {t('checks.on')}{' '}
                    <time dateTime={check.verified_on}>{formatDay(lang, check.verified_on)}</time>
                  </span>
                  <span className={`block text-sm ${check.expired ? 'text-red-800' : 'text-ink-700'}`}>
                    {t(check.expired ? 'checks.expired' : 'checks.until')}{' '}
                    <time dateTime={check.expires_on}>{formatDay(lang, check.expires_on)}</time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function CertificateItem({ lang, certificate }: { lang: Lang; certificate: SupplierCertificate }) {
  const { t } = useTranslation('suppliers')
  const standing = certificateStanding(certificate.valid_until, utcToday())
  const size = formatNumber(lang, certificate.size / 1024 / 1024, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  })
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-sand-200 bg-white p-3">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-ink-600" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-ink-900">
          <bdi>{certificate.name}</bdi>
        </p>
        <p className={`text-sm ${standing === 'expired' ? 'text-red-800' : 'text-ink-700'}`}>
          {certificate.valid_until === null ? (
            t('certificates.open')
          ) : (
            <>
              {t(standing === 'expired' ? 'certificates.expired' : 'certificates.validUntil')}{' '}
              <time dateTime={certificate.valid_until}>{formatDay(lang, certificate.valid_until)}</time>
            </>
          )}
        </p>
      </div>
      <a
        href={certificate.download_url}
        download
        className="inline-flex items-center gap-2 rounded-md border border-sand-300 px-3 py-2 font-semibold text-sm text-teal-900 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <Download aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">{t('certificates.download', { name: certificate.name })} </span>
          {FILE_KINDS[certificate.content_type] ?? t('certificates.file')}, <bdi>{size}</bdi>
        </span>
      </a>
    </li>
  )
}

/** The supplier's certificates, each with its validity and a download anyone may use. */
export function SupplierCertificates({
  lang,
  certificates,
}: {
  lang: Lang
  certificates: SupplierCertificate[]
}) {
  const { t } = useTranslation('suppliers')
  return (
    <section aria-labelledby="supplier-certificates" className="space-y-3">
      <h2 id="supplier-certificates" className="font-bold text-ink-900 text-xl">
        {t('certificates.title')}
      </h2>
      {certificates.length === 0 ? (
        <p className="text-ink-700">{t('certificates.none')}</p>
      ) : (
        <ul className="space-y-2">
          {certificates.map((certificate) => (
            <CertificateItem key={certificate.id} lang={lang} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  )
}
