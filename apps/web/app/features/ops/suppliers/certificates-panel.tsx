import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsSupplier } from '@caravanserai/contracts/ops-suppliers'
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATES_MAX,
  type SupplierCertificate,
} from '@caravanserai/contracts/suppliers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FileText, Trash2, Upload } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { deleteCertificate, supplierAdminKeys, uploadCertificate } from '../../../api/ops-suppliers.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { control } from '../../../components/ui/form-field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../../lib/api-client.ts'
import { serverFieldErrors } from '../../../lib/form-errors.ts'
import { formatDay, formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { CERTIFICATE_ACCEPT, certificateFileProblem } from './certificate-file.ts'

/** What a refused upload says: the server's words (already in the page language), else the outage. */
function uploadProblem(error: unknown, outage: string): string {
  if (!(error instanceof ApiError) || error.status === TIMEOUT_STATUS || error.status >= 500) return outage
  const fields = Object.values(serverFieldErrors(error)).flat()
  const { detail } = (error.body ?? {}) as { detail?: unknown }
  return fields.length > 0 ? fields.join(' ') : typeof detail === 'string' ? detail : outage
}

function UploadForm({ lang, supplierId, full }: { lang: Lang; supplierId: number; full: boolean }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const fileInput = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [validUntil, setValidUntil] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadCertificate(api, lang, supplierId, { name: name.trim(), validUntil, file }),
    onSuccess: (certificate) =>
      queryClient.setQueryData<OpsSupplier>(supplierAdminKeys.detail(operator.id, supplierId), (old) =>
        old ? { ...old, certificates: [...old.certificates, certificate] } : old,
      ),
  })
  const busy = upload.isPending
  const mb = formatNumber(lang, CERTIFICATE_MAX_BYTES / 1024 / 1024)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    const fileProblem = certificateFileProblem(file)
    if (!name.trim()) return setProblem(t('suppliers.certificates.nameRequired'))
    if (fileProblem || !file) return setProblem(t(`suppliers.certificates.file.${fileProblem}`, { max: mb }))
    setProblem(null)
    try {
      await upload.mutateAsync(file)
      setName('')
      setValidUntil('')
      if (fileInput.current) fileInput.current.value = ''
      notify.success(t('suppliers.certificates.uploaded'))
    } catch (error) {
      setProblem(uploadProblem(error, t('suppliers.certificates.failed')))
    }
  }

  if (full)
    return (
      <p className="text-ink-700 text-sm">
        {t('suppliers.certificates.full', { max: formatNumber(lang, CERTIFICATES_MAX) })}
      </p>
    )
  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-sand-200 border-t pt-4">
      <h3 className="font-semibold text-ink-900">{t('suppliers.certificates.add')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="ops-certificate-name" className="block font-semibold text-ink-800 text-sm">
            {t('suppliers.certificates.name')}
          </label>
          <input
            id="ops-certificate-name"
            dir="auto"
            maxLength={200}
            aria-required
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${control} text-sm`}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="ops-certificate-valid" className="block font-semibold text-ink-800 text-sm">
            {t('suppliers.certificates.validUntil')}{' '}
            <span className="font-normal text-ink-600">({t('suppliers.certificates.validHint')})</span>
          </label>
          <input
            id="ops-certificate-valid"
            type="date"
            dir="ltr"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
            className={`${control} text-sm`}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="ops-certificate-file" className="block font-semibold text-ink-800 text-sm">
          {t('suppliers.certificates.fileLabel')}{' '}
          <span className="font-normal text-ink-600">
            ({t('suppliers.certificates.fileHint', { max: mb })})
          </span>
        </label>
        <input
          id="ops-certificate-file"
          ref={fileInput}
          type="file"
          accept={CERTIFICATE_ACCEPT}
          required
          className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-2 file:font-semibold file:text-teal-900"
        />
      </div>
      {problem ? (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
        {busy ? t('suppliers.certificates.uploading') : t('suppliers.certificates.upload')}
      </Button>
    </form>
  )
}

/** The supplier's certificates: each with its validity, a download and a delete; then an upload. */
export function CertificatesPanel({ lang, supplier }: { lang: Lang; supplier: OpsSupplier }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [deleting, setDeleting] = useState<SupplierCertificate | null>(null)
  const removal = useMutation({
    mutationFn: (certificate: SupplierCertificate) =>
      deleteCertificate(api, lang, supplier.id, certificate.id),
    onSuccess: (_answer, certificate) =>
      queryClient.setQueryData<OpsSupplier>(supplierAdminKeys.detail(operator.id, supplier.id), (old) =>
        old ? { ...old, certificates: old.certificates.filter((c) => c.id !== certificate.id) } : old,
      ),
  })

  async function remove(certificate: SupplierCertificate) {
    try {
      await removal.mutateAsync(certificate)
      notify.success(t('suppliers.certificates.deleted'))
    } catch {
      // The generic notice is up; the certificate stays listed.
    }
    setDeleting(null)
  }

  return (
    <Panel
      id="ops-supplier-certificates"
      title={t('suppliers.certificates.title')}
      hint={t('suppliers.certificates.hint')}
    >
      {supplier.certificates.length === 0 ? (
        <p className="text-ink-700 text-sm">{t('suppliers.certificates.none')}</p>
      ) : (
        <ul className="divide-y divide-sand-200">
          {supplier.certificates.map((certificate) => (
            <li key={certificate.id} className="flex flex-wrap items-center gap-3 py-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-ink-600" />
              <div className="min-w-0 flex-1">
                <a
                  href={certificate.download_url}
                  download
                  dir="auto"
                  className="break-words font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  {certificate.name}
                </a>
                <p className="text-ink-600 text-sm">
                  {certificate.valid_until
                    ? t('suppliers.certificates.until', { date: formatDay(lang, certificate.valid_until) })
                    : t('suppliers.certificates.noExpiry')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('suppliers.certificates.deleteNamed', { name: certificate.name })}
                onClick={() => setDeleting(certificate)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('suppliers.certificates.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UploadForm
        lang={lang}
        supplierId={supplier.id}
        full={supplier.certificates.length >= CERTIFICATES_MAX}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t('suppliers.certificates.confirmTitle')}
        confirmLabel={t('suppliers.certificates.confirm')}
        busyLabel={t('suppliers.certificates.deleting')}
        busy={removal.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>{deleting ? t('suppliers.certificates.confirmText', { name: deleting.name }) : null}</p>
      </ConfirmDialog>
    </Panel>
  )
}
