import { PLAN_DETAILS } from '@contract/billing'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DetailRow } from '@/components/detail-row'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatAccountDate } from '@/lib/account-date'
import { errorMessage } from '@/lib/api'
import { isNoSubscription, useBillingConfig, useCurrentSubscription } from '../api'
import { BillingHistory } from './billing-history'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'
import { DemoBillingNotice } from './card-form'
import { PaymentMethodSection } from './payment-method'
import { ChangePlanButton, PlanNotice } from './plan-changes'
import { SubscriptionStatus } from './subscription-status'

function BackToProfile() {
  return (
    <Link to="/profile" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden />
      Back to profile
    </Link>
  )
}

/**
 * Demo billing's stand-in for Stripe's customer portal (POST /api/subscriptions/manage answers
 * /billing/manage): the subscription, a plan change, cancel or resume, the card and the invoices. Built of
 * the profile's own parts, so both offer the same.
 */
export function ManageSubscription() {
  const { billing } = useBillingConfig()
  const current = useCurrentSubscription()
  const demo = billing?.provider === 'demo' || current.data?.subscription.provider === 'demo'

  let body: ReactNode
  if (current.isPending) body = <Spinner label="Loading your subscription" showLabel className="py-10" />
  else if (current.isError && !isNoSubscription(current.error)) {
    body = (
      <CardContent>
        <p role="alert" className="text-destructive">
          {errorMessage(current.error, 'Failed to load your subscription')}
        </p>
      </CardContent>
    )
  } else if (!current.data?.subscription.id || current.data.subscription.plan === 'free') {
    body = (
      <CardContent>
        <p>You have no subscription to manage. Choose a plan from your profile to upgrade.</p>
      </CardContent>
    )
  } else {
    const { subscription, paymentMethod } = current.data
    const plan = subscription.plan === 'free' ? null : PLAN_DETAILS[subscription.plan]
    const ended = subscription.status === 'canceled'
    const periodEnd = formatAccountDate(subscription.currentPeriodEnd)
    body = (
      <>
        <CardContent className="grid gap-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailRow label="Plan">{plan ? `${plan.name} (${plan.price}/month)` : 'Free'}</DetailRow>
            <DetailRow label="Status">
              <SubscriptionStatus status={subscription.status} />
            </DetailRow>
            <DetailRow label="Current period">
              {formatAccountDate(subscription.currentPeriodStart)} – {periodEnd}
            </DetailRow>
            <DetailRow label={subscription.cancelAtPeriodEnd || ended ? 'Access until' : 'Next billing date'}>
              {periodEnd}
            </DetailRow>
            <DetailRow label="Subscription ID">
              <span className="font-mono text-sm">{subscription.id}</span>
            </DetailRow>
          </dl>
          <PlanNotice subscription={subscription} freeAllowance={current.data.freeAllowance} />
          {!ended && <PaymentMethodSection paymentMethod={paymentMethod} />}
        </CardContent>
        {/* A cancelled subscription's only action, Resume, is in its notice. */}
        {!ended && !subscription.cancelAtPeriodEnd && (
          <CardFooter className="flex-wrap gap-3 border-t border-border pt-6">
            <ChangePlanButton subscription={subscription} />
            <CancelSubscriptionDialog periodEnd={subscription.currentPeriodEnd}>
              <Button variant="outline" className="text-destructive hover:text-destructive">
                Cancel Subscription
              </Button>
            </CancelSubscriptionDialog>
          </CardFooter>
        )}
      </>
    )
  }

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Manage subscription</h1>
        <p className="mt-1 text-muted-foreground">
          Your plan, its billing period, the card it is billed to and your invoices.
        </p>
      </div>
      {demo && (
        <DemoBillingNotice>This page stands in for the payment provider's customer portal.</DemoBillingNotice>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Your subscription</CardTitle>
          <CardDescription>
            An upgrade takes effect at once; a move to Basic or a cancellation when this period ends.
          </CardDescription>
        </CardHeader>
        {body}
      </Card>
      <BillingHistory />
      <div>
        <BackToProfile />
      </div>
    </div>
  )
}
