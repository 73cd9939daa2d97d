import { PLAN_DETAILS } from '@contract/billing'
import type { User } from '@contract/user'
import { ExternalLink, RefreshCw, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { DetailRow } from '@/components/detail-row'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import {
  BillingDetailsSection,
  CancelSubscriptionDialog,
  ChangePlanButton,
  hasPaidPlan,
  PaymentMethodSection,
  PlanNotice,
  planOfferFor,
  SubscriptionStatus,
  SwitchToFreeButton,
  UpgradeDialog,
  useCurrentSubscription,
  useManageSubscription,
  userStatusDisplay,
  useSyncSubscription,
} from '@/features/billing'
import { UsageMeter, useUsage } from '@/features/usage'
import { formatAccountDate } from '@/lib/account-date'

function planName(user: User): string {
  if (user.subscription === 'basic' || user.subscription === 'premium') {
    const plan = PLAN_DETAILS[user.subscription]
    return `${plan.name} (${plan.price}/month)`
  }
  return 'Free'
}

/**
 * SPEC.md section 2 'Subscription & Usage': plan, status, usage, subscription dates, and what can be done;
 * for a paid plan also what is scheduled (a cancellation, a downgrade), the plan change on offer and the
 * card on file.
 */
export function SubscriptionCard({ user }: { user: User }) {
  const paid = hasPaidPlan(user)
  const usage = useUsage()
  // Only the provider's summary knows whether the subscription ends or changes with this period.
  const current = useCurrentSubscription({ enabled: paid && Boolean(user.subscriptionId) })
  const subscription = current.data?.subscription
  const cancelAtPeriodEnd = subscription?.cancelAtPeriodEnd ?? false
  const endDate = formatAccountDate(user.subscriptionEndDate)
  const offer = planOfferFor(subscription)
  const upgradeOffered = offer.kind === 'change' && offer.change === 'upgrade'

  return (
    <Card role="region" aria-labelledby="subscription-card-title">
      <CardHeader>
        <CardTitle id="subscription-card-title">Subscription & Usage</CardTitle>
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
        {paid && <PlanNotice subscription={subscription} freeAllowance={current.data?.freeAllowance} />}
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
        {paid && current.data && subscription?.status !== 'canceled' && (
          <PaymentMethodSection paymentMethod={current.data.paymentMethod} />
        )}
        <BillingDetailsSection />
      </CardContent>
      <CardFooter className="flex-wrap gap-3 border-t border-border pt-6">
        {paid ? (
          <>
            {upgradeOffered && <ChangePlanButton subscription={subscription} />}
            <PaidActions
              user={user}
              cancelAtPeriodEnd={cancelAtPeriodEnd}
              primary={!upgradeOffered}
              changePlan={upgradeOffered ? null : <ChangePlanButton subscription={subscription} />}
              switchToFree={<SwitchToFreeButton subscription={subscription} />}
            />
          </>
        ) : (
          <FreeActions />
        )}
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

type PaidActionsProps = {
  user: User
  cancelAtPeriodEnd: boolean
  /** Manage is the main action unless an upgrade is offered first. */
  primary: boolean
  /** The plan change on offer, placed before Cancel. */
  changePlan: ReactNode
  /** 'Switch to Free' at the period's end, beside Cancel. */
  switchToFree: ReactNode
}

function PaidActions({ user, cancelAtPeriodEnd, primary, changePlan, switchToFree }: PaidActionsProps) {
  const manage = useManageSubscription()
  const sync = useSyncSubscription()
  return (
    <>
      <Button
        variant={primary ? 'default' : 'outline'}
        disabled={manage.isPending}
        onClick={() => manage.manage(user)}
      >
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
      {changePlan}
      {!cancelAtPeriodEnd && switchToFree}
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
