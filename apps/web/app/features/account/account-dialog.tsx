import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

/** On opening, focus goes to the first field rather than the close button in the corner. */
function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input:not([type=hidden]), select, textarea',
  )
  if (!field) return
  event.preventDefault()
  field.focus()
}

/**
 * A centred modal of the account pages (Radix dialog: focus moves in and is trapped, Escape
 * closes, focus returns to the button that opened it, the page behind is inert).
 */
export function AccountDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  wide = false,
  onCloseAutoFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  closeLabel: string
  wide?: boolean
  /** Where focus goes on closing, when the button that opened the dialog may be gone. */
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed inset-0 z-50 m-auto flex h-fit max-h-[92dvh] w-[calc(100vw-1.5rem)] flex-col rounded-xl bg-white shadow-xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <div className="flex items-start justify-between gap-4 border-sand-200 border-b px-5 py-4">
            <div className="space-y-1">
              <Dialog.Title className="font-bold text-ink-900 text-lg">{title}</Dialog.Title>
              <Dialog.Description className="text-ink-600 text-sm">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className="rounded-md p-2 text-ink-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
