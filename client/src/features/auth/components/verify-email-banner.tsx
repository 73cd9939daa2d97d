import { MailCheck, X } from 'lucide-react'
import { type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { useCurrentUser, useResendVerification } from '@/features/auth/api'

/**
 * The banner's height as the CSS variable --notice-height, so a page sized to the window (the conversation)
 * leaves room for it: the question box stays in view on a phone, where the banner wraps to three lines.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!shown || !element) return
    const root = document.documentElement
    const publish = () => root.style.setProperty('--notice-height', `${element.offsetHeight}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--notice-height')
    }
  }, [ref, shown])
}

/** Dismissed for this tab's session only: the next visit reminds again until the address is confirmed. */
const dismissedKey = (userId: number) => `sonar-assistant.verify-email-banner-dismissed.${userId}`

function wasDismissed(userId: number): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1'
  } catch {
    return false
  }
}

/** A quiet line under the top bar until the signed-in user has confirmed their email address. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser()
  const resend = useResendVerification()
  const ref = useRef<HTMLDivElement>(null)
  const [dismissed, setDismissed] = useState<number | null>(null)
  const shown = Boolean(user && !user.emailVerified && dismissed !== user.id && !wasDismissed(user.id))
  usePublishedHeight(ref, shown)
  if (!user || !shown) return null
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1')
    } catch {
      // Storage refused: hidden until the page reloads.
    }
    setDismissed(user.id)
  }
  return (
    <div ref={ref} role="status" className="border-b border-border bg-accent/60 text-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-muted-foreground">
        <MailCheck className="size-4 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0 flex-1">
          Please confirm your email address: we sent a link to{' '}
          <span className="font-medium text-foreground [overflow-wrap:anywhere]">{user.email}</span>.
        </span>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        >
          {resend.isPending ? 'Sending...' : 'Resend link'}
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the email reminder for this session"
          className="-my-1 flex size-8 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  )
}
