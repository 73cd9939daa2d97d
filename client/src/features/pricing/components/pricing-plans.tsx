import { freePlanFeatures, type PaidPlan, PLAN_DETAILS, PLAN_FEATURES } from '@contract/plans'
import { ArrowRight, Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * Who is looking: undefined while the session is checked, null for a visitor, else the signed-in
 * account's plan.
 */
export type PlanViewer = { plan: 'free' | PaidPlan } | null | undefined

export type PlanId = 'free' | PaidPlan

/** The session as useCurrentUser gives it. */
export type PlanViewerSession = { user: { subscription: PlanId } | null | undefined; isLoading: boolean }

/** The viewer from the session. */
export function planViewerOf({ user, isLoading }: PlanViewerSession): PlanViewer {
  if (user) return { plan: user.subscription }
  return isLoading ? undefined : null
}

// Spelled out rather than Button and cn, whose tailwind-merge the first bundle has no room for.
const actionBase =
  'inline-flex h-10 w-full items-center justify-center rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'
const actionPrimary = `${actionBase} bg-primary text-primary-foreground shadow-sm hover:bg-primary/90`
const actionOutline = `${actionBase} border border-input bg-background hover:bg-accent hover:text-accent-foreground`
const actionNone = `${actionBase} border border-dashed border-border text-muted-foreground`

type Card = {
  id: PlanId
  name: string
  price: string
  per: string
  allowance: string
  features: string[]
}

function cardsFor(freeQueries: number): Card[] {
  const paid = (id: PaidPlan): Card => {
    const { name, price, queries } = PLAN_DETAILS[id]
    return {
      id,
      name,
      price,
      per: '/month',
      allowance: queries === null ? 'Unlimited queries' : `${queries} queries per month`,
      features: PLAN_FEATURES[id],
    }
  }
  return [
    {
      id: 'free',
      name: 'Free Trial',
      price: '$0',
      per: 'no card needed',
      allowance: `${freeQueries} AI-guided queries to start`,
      features: freePlanFeatures(freeQueries),
    },
    paid('basic'),
    paid('premium'),
  ]
}

const rank: Record<PlanId, number> = { free: 0, basic: 1, premium: 2 }

/** What a signed-in owner's button to another paid plan says. */
export function choosePlanLabel(plan: PaidPlan, current: PlanId): string {
  return rank[plan] > rank[current]
    ? `Upgrade to ${plan === 'basic' ? 'Basic' : 'Premium'}`
    : 'Change to Basic'
}

/** A paid plan's button for a signed-in owner: given by the host page (the pricing page opens the dialog). */
export type ChoosePlan = (props: { plan: PaidPlan; current: PlanId; className: string }) => ReactNode

/**
 * Where the landing page sends a signed-in owner: the pricing page, which opens the plan dialog at that
 * plan (the dialog's code is not the landing page's to download).
 */
const chooseOnPricingPage: ChoosePlan = ({ plan, current, className }) => (
  <Link to={`/pricing?plan=${plan}`} className={className}>
    {choosePlanLabel(plan, current)}
  </Link>
)

/** A card's call to action, by who is looking (SPEC.md: signing up goes to /register). */
function PlanAction({ card, viewer, choose }: { card: Card; viewer: PlanViewer; choose: ChoosePlan }) {
  const getStarted = (
    // Three 'Get started' links: each names its plan to a screen reader (the visible words lead the name).
    <Link
      to="/register"
      aria-label={`Get started with the ${card.name}`}
      className={card.id === 'premium' ? actionPrimary : actionOutline}
    >
      Get started
    </Link>
  )
  // While the session is checked the visitor's button holds its place unseen, so nothing moves.
  if (viewer === undefined) return <div className="invisible">{getStarted}</div>
  if (viewer === null) return getStarted
  if (viewer.plan === card.id) {
    if (card.id === 'free') return <span className={actionNone}>Your current plan</span>
    return (
      <div className="grid gap-2 text-center">
        <p className="text-sm font-medium text-primary">Your current plan</p>
        <Link to="/profile" className={actionOutline}>
          Manage in your profile
        </Link>
      </div>
    )
  }
  if (card.id === 'free') return <span className={actionNone}>Included with every account</span>
  return choose({
    plan: card.id,
    current: viewer.plan,
    className: card.id === 'premium' ? actionPrimary : actionOutline,
  })
}

type PricingPlansProps = {
  viewer: PlanViewer
  freeQueries: number
  /** The cards' headings sit under the page's h1 (the pricing page) or a section's h2 (the landing page). */
  headingLevel: 2 | 3
  /** A signed-in owner's button to another paid plan; by default a link to the pricing page's. */
  choose?: ChoosePlan
}

/**
 * The three plans side by side (stacked on a phone): price a month, queries included and what each
 * includes, from the contract's constants the server bills with, with a call to action for whoever looks.
 */
export function PricingPlans({
  viewer,
  freeQueries,
  headingLevel,
  choose = chooseOnPricingPage,
}: PricingPlansProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul aria-label="Plans" className="grid gap-6 md:grid-cols-3">
      {cardsFor(freeQueries).map((card) => {
        const popular = card.id === 'premium'
        const headingId = `pricing-${card.id}-name`
        return (
          <li key={card.id} className="flex">
            <article
              aria-labelledby={headingId}
              className={`relative flex w-full flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm ${popular ? 'border-primary ring-1 ring-primary' : 'border-border'}`}
            >
              {popular && (
                <span className="absolute -top-3 right-4 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
                  Most Popular
                </span>
              )}
              <div>
                <Heading id={headingId} className="text-lg font-semibold">
                  {card.name}
                </Heading>
                <p className="mt-2">
                  <span className="text-4xl font-bold tracking-tight">{card.price}</span>{' '}
                  <span className="text-muted-foreground">{card.per}</span>
                </p>
                <p className="mt-1 text-sm font-medium text-primary">{card.allowance}</p>
              </div>
              <ul className="grid gap-2 text-sm">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                <PlanAction card={card} viewer={viewer} choose={choose} />
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The landing page's pricing section (the plan cards and the way to /pricing) and its free trial's card.
 * Their own chunk, loaded by the landing page after its first paint (the first bundle has no room for them);
 * the default export, as React.lazy takes it without a wrapper. In this module with the cards, so the
 * landing page and /pricing share one chunk.
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
            <h2 id="trial-heading" className="text-2xl font-bold text-navy-strong">
              Try it free: {freeQueries} AI-guided queries
            </h2>
            <p className="mt-2 max-w-xl text-navy-muted-foreground">
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
