import { DEMO_BILLING_NOTICE, PLAN_DETAILS } from '@contract/billing'
import { ArrowLeft, CalendarClock, CreditCard, FlaskConical, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DetailRow } from '@/components/detail-row'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatAccountDate } from '@/features/profile/format'
import { errorMessage } from '@/lib/api'
import { isNoSubscription, useBillingConfig, useCurrentSubscription, useResumeSubscription } from '../api'
import { cardBrandName } from '../card-format'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'
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
 * /billing/manage): the subscription, its card, and cancel or resume.
 */
export function ManageSubscription() {
  const { billing } = useBillingConfig()
  const current = useCurrentSubscription()
  const resume = useResumeSubscription()
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
            <DetailRow label="Payment method">
              {paymentMethod ? (
                <span className="inline-flex items-center gap-2">
                  <CreditCard className="size-4 text-muted-foreground" aria-hidden />
                  {cardBrandName(paymentMethod.brand)} ending in {paymentMethod.last4}
                </span>
              ) : (
                'None on file'
              )}
            </DetailRow>
            <DetailRow label="Subscription ID">
              <span className="font-mono text-sm">{subscription.id}</span>
            </DetailRow>
          </dl>
          {subscription.cancelAtPeriodEnd && !ended && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
              Your subscription has been canceled. Access continues until {periodEnd}, and you will not be
              charged again. Resume it to keep your plan after that date.
            </p>
          )}
        </CardContent>
        {!ended && (
          <CardFooter className="flex-wrap gap-3 border-t border-border pt-6">
            {subscription.cancelAtPeriodEnd ? (
              <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
                <RotateCcw aria-hidden />
                {resume.isPending ? 'Resuming...' : 'Resume Subscription'}
              </Button>
            ) : (
              <CancelSubscriptionDialog periodEnd={subscription.currentPeriodEnd}>
                <Button variant="outline" className="text-destructive hover:text-destructive">
                  Cancel Subscription
                </Button>
              </CancelSubscriptionDialog>
            )}
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
          Your plan, its billing period and the card it is billed to.
        </p>
      </div>
      {demo && (
        <div className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">{DEMO_BILLING_NOTICE}</span>. This page stands in for the payment
            provider's customer portal.
          </p>
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Your subscription</CardTitle>
          <CardDescription>
            Changes take effect at once; a cancellation ends the plan with this period.
          </CardDescription>
        </CardHeader>
        {body}
      </Card>
      <div>
        <BackToProfile />
      </div>
    </div>
  )
}
