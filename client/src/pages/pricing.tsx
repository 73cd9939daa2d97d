import type { PaidPlan } from '@contract/plans'
import { Link, useSearchParams } from 'react-router'
import { useCurrentUser } from '@/features/auth/session'
import { DEFAULT_FREE_QUERY_LIMIT, useAppConfig, useDocumentTitle } from '@/features/config/api'
import { type ChoosePlan, ChoosePlanButton, PricingPlans, planViewerOf } from '@/features/pricing'

const textLink =
  'rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * /pricing: the plans, their prices and what each includes, for visitors and owners alike (decision 0079);
 * the prices are the contract's, the ones the server bills.
 */
export function PricingPage() {
  useDocumentTitle('Pricing')
  const viewer = planViewerOf(useCurrentUser())
  const { data: config } = useAppConfig()
  const freeQueries = config?.features.freeQueryLimit ?? DEFAULT_FREE_QUERY_LIMIT
  // The landing page's 'Upgrade to ...' lands here with ?plan=: that plan's dialog opens at once.
  const [params] = useSearchParams()
  const asked = params.get('plan')
  const openPlan: PaidPlan | null = asked === 'basic' || asked === 'premium' ? asked : null
  const choose: ChoosePlan = (props) => <ChoosePlanButton {...props} openAtStart={props.plan === openPlan} />

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plans and pricing</h1>
        <p className="mt-3 text-muted-foreground">
          Start with {freeQueries} free AI-guided queries, no card needed. Upgrade when you need more; every
          plan is billed monthly and can be cancelled anytime.
        </p>
      </div>
      <div className="mt-12">
        <PricingPlans viewer={viewer} freeQueries={freeQueries} headingLevel={2} choose={choose} />
      </div>
      <section aria-labelledby="billing-questions" className="mx-auto mt-16 max-w-3xl">
        <h2 id="billing-questions" className="text-2xl font-bold tracking-tight">
          Billing questions
        </h2>
        <dl className="mt-6 grid gap-6 text-sm">
          <div>
            <dt className="font-semibold">How am I billed?</dt>
            <dd className="mt-1 text-muted-foreground">
              Monthly, in advance, to the card you subscribe with. Prices are in US dollars.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Can I change plans?</dt>
            <dd className="mt-1 text-muted-foreground">
              Yes, from your profile. Moving up to Premium applies at once and charges the difference for the
              rest of the billing period, prorated; you see the amount before you confirm. Moving down to
              Basic applies when the current period ends, and nothing is charged that day.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Can I cancel?</dt>
            <dd className="mt-1 text-muted-foreground">
              Anytime, from your profile. Access continues until the end of the current billing period.
              Payments are non-refundable unless required by law; see the{' '}
              <Link to="/terms" className={textLink}>
                Terms of Service
              </Link>
              .
            </dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
