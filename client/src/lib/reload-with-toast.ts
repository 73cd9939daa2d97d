import { type ToastInput, toast } from '@/components/ui/use-toast'

const CARRIED_TOAST_KEY = 'sonar-assistant.toast-after-reload'

/** What of a toast survives a reload: its words and its look (no elements, no callbacks). */
export type CarriedToast = Pick<ToastInput, 'variant'> & { title: string; description?: string }

/**
 * Shows a toast, then reloads the page after `delayMs` (SPEC.md: 'reload the page after 500 ms' after a
 * cancel) and shows the same toast once more on the page that loads, so the owner can read it: without this
 * it was on screen for about 0.3 s. Kept in sessionStorage: this tab only, gone with it.
 */
export function reloadWithToast(
  carried: CarriedToast,
  delayMs: number,
  reload: () => void = () => window.location.reload(),
): void {
  toast(carried)
  setTimeout(() => {
    try {
      sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(carried))
    } catch {
      // Storage refused (private mode, full): the reload still happens, without the toast.
    }
    reload()
  }, delayMs)
}

/** On start: the toast a reload carried, shown once. Anything unreadable is dropped. */
export function showCarriedToast(): void {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(CARRIED_TOAST_KEY)
    sessionStorage.removeItem(CARRIED_TOAST_KEY)
  } catch {
    return
  }
  if (!raw) return
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return
    const { title, description, variant } = value as Record<string, unknown>
    if (typeof title !== 'string' || !title) return
    toast({
      title,
      ...(typeof description === 'string' ? { description } : {}),
      ...(variant === 'destructive' || variant === 'default' ? { variant } : {}),
    })
  } catch {
    // not ours, or damaged: nothing to show
  }
}
