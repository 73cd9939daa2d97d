import {
  ArrowRight,
  BookOpen,
  Bot,
  type LucideIcon,
  MessageSquareText,
  Rocket,
  SlidersHorizontal,
  Sparkles,
  UserPlus,
} from 'lucide-react'
import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import LandingPricing from '@/features/pricing/components/pricing-plans'

// The landing page below its hero, loaded as its own chunk by ./landing.tsx (the first bundle's budget).

/** `to` makes the card a link, with `action` saying where it leads. */
type Feature = { icon: LucideIcon; title: string; text: string; to?: string; action?: string }

const features: Feature[] = [
  {
    icon: Bot,
    title: 'AI-Powered Guidance',
    text: 'Ask in plain language how to operate your equipment, use a feature, fix a fault or read what is on the display, and get clear, step-by-step answers.',
  },
  {
    icon: BookOpen,
    title: 'Comprehensive Database of Solutions',
    text: 'Answers are drawn from boat electronics manuals and guides, so the solutions you get are grounded in the documentation for your device, not guesswork.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Tailored Recommendations',
    text: 'Advice and settings matched to your exact model, its specifications and the conditions you describe, whether you fish, cruise or navigate offshore.',
    // My boat (issue 43) is where the boat, its devices and its waters are described.
    to: '/boats',
    action: 'Set up your boat',
  },
]

type Step = { icon: LucideIcon; title: string; text: string; to?: string }

const steps: Step[] = [
  { icon: UserPlus, title: 'Sign Up or Log In', text: 'Create a free account in under a minute, or log in.' },
  {
    icon: Rocket,
    title: 'Launch the Agent',
    text: 'Open the Agent and select your boat electronics: sonar, chartplotter, GPS or fishfinder.',
    to: '/agent',
  },
  {
    icon: MessageSquareText,
    title: 'Ask Questions',
    text: 'Ask about setup, features, troubleshooting or the readings on your display.',
  },
  {
    icon: Sparkles,
    title: 'Get AI Responses',
    text: 'Receive clear answers specific to your device, drawn from its manuals.',
  },
]

const linkCardClass =
  'transition-colors hover:border-primary hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
        <feature.icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
      {feature.to && feature.action && (
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary">
          {feature.action} <ArrowRight className="size-4" aria-hidden />
        </span>
      )}
    </>
  )
  const cardClass = 'block h-full rounded-xl border border-border bg-card p-6 shadow-sm'
  if (!feature.to) return <div className={cardClass}>{body}</div>
  return (
    <Link to={feature.to} className={`${cardClass} ${linkCardClass}`}>
      {body}
    </Link>
  )
}

function StepCard({ step, index }: { step: Step; index: number }) {
  const body = (
    <>
      <div className="flex items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-bold text-navy-strong">
          {index + 1}
        </span>
        <step.icon className="size-5 text-primary" aria-hidden />
      </div>
      <h3 className="mt-4 font-semibold">{step.title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
      {step.to && (
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary">
          Open the Agent <ArrowRight className="size-4" aria-hidden />
        </span>
      )}
    </>
  )
  const cardClass = 'block h-full rounded-xl border border-border bg-card p-5 shadow-sm'
  if (!step.to) return <div className={cardClass}>{body}</div>
  return (
    <Link to={step.to} className={`${cardClass} ${linkCardClass}`}>
      {body}
    </Link>
  )
}

/** Features, 'How it works', then the plans and the free trial's card. */
export default function LandingSections(props: ComponentProps<typeof LandingPricing>) {
  return (
    <>
      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            Expert help for the electronics on your boat
          </h2>
          <p className="mt-3 text-muted-foreground">
            Operating, features, troubleshooting and display readings, answered for your device.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="border-y border-border bg-secondary/50">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title}>
                <StepCard step={step} index={index} />
              </li>
            ))}
          </ol>
        </div>
      </section>

      <LandingPricing {...props} />
    </>
  )
}
