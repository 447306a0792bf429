import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

/**
 * A side panel over the page (Radix dialog: focus trap, Escape, scroll lock). `side` is physical on
 * purpose: the filter panel goes on the left in right-to-left layouts (docs/product.md#catalogue).
 */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  closeLabel,
  footer,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  side: 'left' | 'right'
  title: string
  description: string
  closeLabel: string
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          className={`fixed inset-y-0 z-50 flex w-[22rem] max-w-[90vw] flex-col bg-white shadow-xl ${side === 'left' ? 'left-0' : 'right-0'}`}
        >
          <div className="flex items-center justify-between border-sand-200 border-b px-5 py-4">
            <Dialog.Title className="font-bold text-lg">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded-md p-2 hover:bg-sand-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-sand-200 border-t px-5 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
