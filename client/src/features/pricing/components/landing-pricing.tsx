import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type PlanViewerSession, PricingPlans, planViewerOf } from './pricing-plans'

/**
 * The landing page's pricing section (the plan cards and the way to /pricing) and its free trial's card.
 * Their own chunk, loaded by the landing page after its first paint (the first bundle has no room for them);
 * the default export, as React.lazy takes it without a wrapper.
 */
export default function LandingPricing({
  session,
  freeQueries,
  trialAction,
}: {
  session: PlanViewerSession
  freeQueries: number
  /** The trial card's call to action, the landing page's own (sign up, or open the agent). */
  trialAction: ReactNode
}) {
  const viewer = planViewerOf(session)
  return (
    <>
      <section aria-labelledby="pricing-heading" className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
            Simple monthly pricing
          </h2>
          <p className="mt-3 text-muted-foreground">
            Start free, upgrade when you need more questions answered, cancel anytime.
          </p>
        </div>
        <div className="mt-10">
          <PricingPlans viewer={viewer} freeQueries={freeQueries} headingLevel={3} />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Compare plans and billing details <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </section>

      <section aria-labelledby="trial-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-navy p-8 text-navy-foreground md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="trial-heading" className="text-2xl font-bold text-white">
              Try it free: {freeQueries} AI-guided queries
            </h2>
            <p className="mt-2 max-w-xl text-navy-foreground/90">
              Your free trial includes {freeQueries} AI-guided queries, no card needed. Upgrade to a Basic or
              Premium plan at any time when you need more.
            </p>
          </div>
          {trialAction}
        </div>
      </section>
    </>
  )
}
