import type { PaymentInstructions } from '@caravanserai/contracts/payments'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CopyButton } from './copy-button.tsx'

type Row = {
  key: string
  label: string
  value: string
  /** A code read character by character: left to right and monospaced in every language. */
  code?: boolean
  copy?: boolean
}

/**
 * The seller's account as the proforma invoice gives it, with a copy button for what a buyer
 * retypes into their bank's form (account, SWIFT, reference). Values stay selectable text.
 */
export function BankDetails({ instructions }: { instructions: PaymentInstructions }) {
  const { t } = useTranslation('orders')
  const label = (key: string) => t(`payment.bank.${key}`)
  const rows: Row[] = [
    { key: 'beneficiary', label: label('beneficiary'), value: instructions.beneficiary },
    { key: 'bankName', label: label('bankName'), value: instructions.bank_name },
    { key: 'bankAddress', label: label('bankAddress'), value: instructions.bank_address },
    { key: 'account', label: label('account'), value: instructions.account_number, code: true, copy: true },
    { key: 'swift', label: label('swift'), value: instructions.swift, code: true, copy: true },
    { key: 'intermediary', label: label('intermediary'), value: instructions.intermediary },
    { key: 'currency', label: label('currency'), value: instructions.currency, code: true },
    { key: 'notes', label: label('notes'), value: instructions.notes },
  ]
  const reference = label('reference')
  return (
    <div className="space-y-3">
      <h3 id="payment-bank" className="font-semibold text-ink-900">
        {label('title')}
      </h3>
      <dl className="divide-y divide-sand-200 rounded-lg text-sm ring-1 ring-sand-200">
        {rows
          .filter((row) => row.value.trim())
          .map((row) => (
            <div key={row.key} className="grid gap-1 px-3 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
              <dt className="text-ink-700">{row.label}</dt>
              <dd className="flex flex-wrap items-center justify-between gap-2">
                {row.code ? (
                  <span
                    dir="ltr"
                    className="min-w-0 select-all font-mono font-semibold text-ink-900 wrap-anywhere"
                  >
                    {row.value}
                  </span>
                ) : (
                  <span dir="auto" className="min-w-0 whitespace-pre-line text-ink-900 wrap-anywhere">
                    {row.value}
                  </span>
                )}
                {row.copy ? <CopyButton value={row.value} what={row.label} /> : null}
              </dd>
            </div>
          ))}
        <div className="grid gap-1 bg-amber-50 px-3 py-3 text-amber-950 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold">{reference}</dt>
          <dd className="space-y-1">
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span dir="ltr" className="min-w-0 select-all font-bold font-mono text-base wrap-anywhere">
                {instructions.reference}
              </span>
              <CopyButton value={instructions.reference} what={reference} />
            </span>
            <span className="block text-xs">{label('referenceHint')}</span>
          </dd>
        </div>
      </dl>
    </div>
  )
}
