import type { SubscriptionSummary } from '@contract/billing'
import { ArrowDownCircle, CalendarClock, RotateCcw, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatAccountDate } from '@/lib/account-date'
import { useChangePlan, useResumeSubscription } from '../api'
import { planOfferFor } from '../plan-offer'
import { planLabel } from '../upgrade-flow'
import { UpgradeDialog } from './upgrade-dialog'

/**
 * What is scheduled for the end of the period, with the way back: a cancelled subscription says when
 * access ends and offers 'Resume Subscription'; a scheduled downgrade says when it happens and offers to
 * keep the current plan. Nothing when nothing is scheduled.
 */
export function PlanNotice({
  subscription,
  freeAllowance,
}: {
  subscription: SubscriptionSummary | null | undefined
  /** The free allowance the account returns to when its subscription ends (GET /subscriptions/current). */
  freeAllowance?: { limit: number; used: number }
}) {
  const offer = planOfferFor(subscription)
  const resume = useResumeSubscription()
  const keep = useChangePlan()
  const periodEnd = formatAccountDate(subscription?.currentPeriodEnd)

  if (offer.kind === 'resume') {
    return (
      <div className="grid gap-3 rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-warning-ink sm:flex sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Your subscription has been canceled. Access continues until {periodEnd}, and you will not be
            charged again.{' '}
            {subscription?.plan !== 'free' && subscription?.plan
              ? `You keep ${planLabel(subscription.plan)} until then; after that your account is on Free${freeAllowance ? `, with ${Math.max(0, freeAllowance.limit - freeAllowance.used)} of its ${freeAllowance.limit} free questions left` : ''}. `
              : ''}
            Resume it to keep your plan after that date.
          </span>
        </p>
        <Button
          size="sm"
          className="justify-self-start"
          disabled={resume.isPending}
          onClick={() => resume.mutate()}
        >
          <RotateCcw aria-hidden />
          {resume.isPending ? 'Resuming...' : 'Resume Subscription'}
        </Button>
      </div>
    )
  }
  if (offer.kind === 'keep') {
    return (
      <div className="grid gap-3 rounded-lg border border-info-line bg-info-surface p-3 text-sm text-info-ink sm:flex sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">
              Changes to {planLabel(offer.changesTo)} on {periodEnd}
            </span>
            . You keep {planLabel(offer.keep)} until then.
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={keep.isPending}
          onClick={() => keep.mutate({ plan: offer.keep, change: 'keep' })}
        >
          {keep.isPending ? 'Keeping...' : `Keep ${planLabel(offer.keep)}`}
        </Button>
      </div>
    )
  }
  return null
}

/**
 * 'Switch to Free': the plan dialog's step that ends the subscription with this period and says what
 * follows. Nothing while a cancellation is already scheduled (its notice offers the way back instead).
 */
export function SwitchToFreeButton({
  subscription,
}: {
  subscription: SubscriptionSummary | null | undefined
}) {
  if (!subscription || subscription.plan === 'free' || subscription.cancelAtPeriodEnd) return null
  if (subscription.status === 'canceled') return null
  return (
    <UpgradeDialog startWith="free">
      <Button variant="outline">
        <CalendarClock aria-hidden />
        Switch to Free
      </Button>
    </UpgradeDialog>
  )
}

/**
 * 'Upgrade to Premium' for Basic, 'Change to Basic' for Premium: the plan dialog, where the change and
 * when it applies are confirmed. Nothing while a cancellation or a downgrade is scheduled.
 */
export function ChangePlanButton({ subscription }: { subscription: SubscriptionSummary | null | undefined }) {
  const offer = planOfferFor(subscription)
  if (offer.kind !== 'change') return null
  if (offer.change === 'upgrade') {
    return (
      <UpgradeDialog>
        <Button>
          <Sparkles aria-hidden />
          Upgrade to {planLabel(offer.to)}
        </Button>
      </UpgradeDialog>
    )
  }
  return (
    <UpgradeDialog startWith={offer.to}>
      <Button variant="outline">
        <ArrowDownCircle aria-hidden />
        Change to {planLabel(offer.to)}
      </Button>
    </UpgradeDialog>
  )
}
