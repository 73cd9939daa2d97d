import type { PaidPlan } from '@contract/plans'
import { lazy, Suspense, useState } from 'react'
import { choosePlanLabel, type PlanId } from './pricing-plans'

// The plan dialog (and with it the card forms and Stripe.js) is fetched when an owner asks for a plan.
const UpgradeDialog = lazy(async () => ({ default: (await import('@/features/billing')).UpgradeDialog }))

type Props = { plan: PaidPlan; current: PlanId; className: string; openAtStart?: boolean }

/**
 * A signed-in owner's way to a paid plan on the pricing page: the existing plan dialog, opened at that plan
 * (at once when the landing page sent the owner here for it).
 */
export function ChoosePlanButton({ plan, current, className, openAtStart = false }: Props) {
  const [open, setOpen] = useState(openAtStart)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {choosePlanLabel(plan, current)}
      </button>
      {/* Mounted only while open, so each opening starts at this plan's step. */}
      {open && (
        <Suspense fallback={null}>
          <UpgradeDialog open onOpenChange={setOpen} startWith={plan} />
        </Suspense>
      )}
    </>
  )
}
