import { MailCheck } from 'lucide-react'
import { useCurrentUser, useResendVerification } from '@/features/auth/api'

/** A quiet line under the top bar until the signed-in user has confirmed their email address. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser()
  const resend = useResendVerification()
  if (!user || user.emailVerified) return null
  return (
    <div role="status" className="border-b border-border bg-accent/60 text-sm">
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
      </div>
    </div>
  )
}
