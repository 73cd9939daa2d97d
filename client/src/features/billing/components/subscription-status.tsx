import { RefreshCw } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { useSyncSubscription } from '../api'
import { type StatusDisplay, subscriptionStatusDisplay } from '../subscription-status'

/**
 * A subscription's status as SPEC.md section 4 displays it. 'Processing' (incomplete) is a button that asks
 * the provider again: 'Syncing...' while it runs, '(Click to update)' otherwise.
 */
export function SubscriptionStatus({
  status,
  display = subscriptionStatusDisplay(status),
}: {
  status: string | null | undefined
  display?: StatusDisplay
}) {
  const sync = useSyncSubscription()
  if (!display.syncable) return <Badge tone={display.tone}>{display.label}</Badge>
  return (
    <button
      type="button"
      onClick={() => sync.mutate()}
      disabled={sync.isPending}
      className="inline-flex flex-wrap items-center gap-2 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait"
    >
      <Badge tone={display.tone}>
        <RefreshCw className={cn('size-3', sync.isPending && 'animate-spin')} aria-hidden />
        {display.label}
      </Badge>
      <span className="text-sm text-warning underline-offset-4 hover:underline">
        {sync.isPending ? 'Syncing...' : '(Click to update)'}
      </span>
    </button>
  )
}
