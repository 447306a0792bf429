import { toast } from 'sonner'

type Notice = { description?: string; id?: string }

/**
 * The storefront's toasts (SPEC §9, sonner). One module so every feature notifies the same way
 * and the toast library stays swappable; an `id` replaces a toast of the same id instead of
 * stacking it (retries of one failing call show one notice).
 */
export const notify = {
  success: (message: string, notice?: Notice) => toast.success(message, notice),
  info: (message: string, notice?: Notice) => toast.info(message, notice),
  error: (message: string, notice?: Notice) => toast.error(message, notice),
}
