import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2000

/**
 * Copies one value (an account number, a SWIFT code, a payment reference) so the buyer can paste
 * it into their bank's form without retyping it. The copy is told on the button and to screen
 * readers; where the page may not use the clipboard (an insecure address, a refusal) it says so,
 * and the value stays selectable.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('orders')
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available here')
      await navigator.clipboard.writeText(value)
    } catch {
      notify.error(t('payment.copyFailed'), { id: 'payment-copy' })
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }

  const text = copied ? t('payment.copied') : t('payment.copy')
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('payment.copyLabel', { copy: text, what })}
        onClick={() => void copy()}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-teal-800" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {text}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('payment.copiedNotice', { what }) : ''}
      </span>
    </>
  )
}
