import { PLAN_DETAILS } from '@contract/billing'
import type { User } from '@contract/user'
import { CalendarClock, ExternalLink, RefreshCw, Sparkles } from 'lucide-react'
import { DetailRow } from '@/components/detail-row'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useCurrentSubscription, useManageSubscription, useSyncSubscription } from '@/features/billing/api'
import { CancelSubscriptionDialog } from '@/features/billing/components/cancel-subscription-dialog'
import { SubscriptionStatus } from '@/features/billing/components/subscription-status'
import { UpgradeDialog } from '@/features/billing/components/upgrade-dialog'
import { hasPaidPlan, userStatusDisplay } from '@/features/billing/subscription-status'
import { useUsage } from '@/features/usage/api'
import { UsageMeter } from '@/features/usage/usage-meter'
import { formatAccountDate } from '../format'

function planName(user: User): string {
  if (user.subscription === 'basic' || user.subscription === 'premium') {
    const plan = PLAN_DETAILS[user.subscription]
    return `${plan.name} (${plan.price}/month)`
  }
  return 'Free'
}

/** SPEC.md section 2 'Subscription & Usage': plan, status, usage, subscription dates, and what can be done. */
export function SubscriptionCard({ user }: { user: User }) {
  const paid = hasPaidPlan(user)
  const usage = useUsage()
  // Only the provider's summary knows whether the subscription ends with this period.
  const current = useCurrentSubscription({ enabled: paid && Boolean(user.subscriptionId) })
  const cancelAtPeriodEnd = current.data?.subscription.cancelAtPeriodEnd ?? false
  const endDate = formatAccountDate(user.subscriptionEndDate)

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription & Usage</CardTitle>
        <CardDescription>Your plan, its status and the queries you have used.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailRow label="Current plan">{planName(user)}</DetailRow>
          <DetailRow label="Status">
            <SubscriptionStatus status={user.subscriptionStatus} display={userStatusDisplay(user)} />
          </DetailRow>
          <DetailRow label="Subscription ID">
            {user.subscriptionId ? <span className="font-mono text-sm">{user.subscriptionId}</span> : 'N/A'}
          </DetailRow>
          <DetailRow label="Start date">{formatAccountDate(user.subscriptionStartDate)}</DetailRow>
          <DetailRow label={cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}>{endDate}</DetailRow>
        </dl>
        {cancelAtPeriodEnd && (
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            Your subscription has been canceled. Access continues until {endDate}, and you will not be charged
            again.
          </p>
        )}
        <section aria-labelledby="usage-heading" className="grid gap-3 border-t border-border pt-5">
          <h3 id="usage-heading" className="font-semibold">
            Usage
          </h3>
          {usage.data ? (
            <UsageMeter usage={usage.data} />
          ) : usage.isError ? (
            <p className="text-sm text-destructive">Failed to fetch usage data</p>
          ) : (
            <Spinner label="Loading usage" className="justify-start" />
          )}
        </section>
      </CardContent>
      <CardFooter className="flex-wrap gap-3 border-t border-border pt-6">
        {paid ? <PaidActions user={user} cancelAtPeriodEnd={cancelAtPeriodEnd} /> : <FreeActions />}
      </CardFooter>
    </Card>
  )
}

function FreeActions() {
  return (
    <UpgradeDialog>
      <Button>
        <Sparkles aria-hidden />
        Upgrade Subscription
      </Button>
    </UpgradeDialog>
  )
}

function PaidActions({ user, cancelAtPeriodEnd }: { user: User; cancelAtPeriodEnd: boolean }) {
  const manage = useManageSubscription()
  const sync = useSyncSubscription()
  return (
    <>
      <Button disabled={manage.isPending} onClick={() => manage.manage(user)}>
        <ExternalLink aria-hidden />
        {manage.isPending ? 'Opening...' : 'Manage Subscription'}
      </Button>
      <Button
        variant="outline"
        disabled={sync.isPending}
        onClick={() => sync.mutate()}
        title="Ask the payment provider for the latest status"
      >
        <RefreshCw className={sync.isPending ? 'animate-spin' : undefined} aria-hidden />
        {sync.isPending ? 'Syncing...' : 'Sync'}
      </Button>
      {!cancelAtPeriodEnd && (
        <CancelSubscriptionDialog periodEnd={user.subscriptionEndDate}>
          <Button variant="outline" className="text-destructive hover:text-destructive">
            Cancel Subscription
          </Button>
        </CancelSubscriptionDialog>
      )}
    </>
  )
}
