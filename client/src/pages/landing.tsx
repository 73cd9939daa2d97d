import { ArrowRight, Sparkles } from 'lucide-react'
import { type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { useCurrentUser } from '@/features/auth/session'
import {
  DEFAULT_FREE_QUERY_LIMIT,
  useAppConfig,
  useDocumentTitle,
  useProductName,
} from '@/features/config/api'
import { preloadableLazy } from '@/lib/preloadable-lazy'

// The first page every visitor downloads: its classes are spelled out, without Button and cn (whose
// tailwind-merge alone is 8 KB gzipped). They are what cn(buttonVariants({ size: 'lg', ... })) gave.
const ctaBase =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 shadow-sm h-11 px-6 text-base'
const ctaPrimary = `${ctaBase} bg-navy-accent text-navy-accent-foreground hover:bg-navy-highlight`
const ctaOutline = `${ctaBase} border border-navy-strong/40 bg-transparent text-navy-strong hover:bg-navy-strong/10 hover:text-navy-strong`

// Everything below the hero (features, 'How it works', the plans and the free trial's card): its own chunk,
// over the first bundle's 100 KB budget if it came with it. The pre-rendered page (decision 0087) paints it
// from the HTML, which stays on screen until the chunk has come and hydrated it.
export const LandingSections = preloadableLazy(() => import('./landing-sections'))

/**
 * The device of the example conversation: one of the seeded catalogue (content/catalogue/devices.json, a
 * test keeps it there), whose Sonar Setup menu has the noise settings the answer names.
 */
export const DEMO_DEVICE = { brand: 'Garmin', model: 'ECHOMAP UHD2 93sv' } as const

/** A still of a conversation, so visitors see what an answer looks like before signing up. */
function ExampleConversation() {
  return (
    <figure
      aria-label="Example conversation"
      className="w-full max-w-md rounded-2xl border border-navy-strong/10 bg-navy-light/70 p-4 shadow-2xl sm:p-5"
    >
      <p className="mb-3 text-xs font-medium uppercase tracking-wider text-navy-highlight">
        {DEMO_DEVICE.brand} {DEMO_DEVICE.model}
      </p>
      <div className="grid gap-3 text-sm">
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-navy-accent px-4 py-2 text-navy-accent-foreground">
          My sonar screen is full of clutter near the surface. What should I adjust?
        </p>
        <div className="max-w-[92%] rounded-2xl rounded-bl-sm bg-card px-4 py-3 text-card-foreground">
          <p>Surface clutter usually comes from waves, wakes or thermoclines. On your unit:</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>
              Open the sonar view and select <strong>Menu › Sonar Setup › Noise Rejection</strong>.
            </li>
            <li>
              Turn on <strong>Surface Noise</strong> to hide returns near the surface.
            </li>
            <li>Lower the gain a step at a time until the clutter fades.</li>
          </ol>
        </div>
      </div>
    </figure>
  )
}

/**
 * What a call to action shows, by who is looking: signing up is for visitors; a signed-in user is offered
 * the agent instead. While the session is checked, and then under the user's own call, the visitor's version
 * holds its place unseen: no sign-up button flashes for a signed-in user, and the page below never moves
 * when the session is known (the pre-rendered page, decision 0087, is painted in that state).
 */
function Visitor({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { user, isLoading } = useCurrentUser()
  if (!user && !isLoading) return <>{signedOut}</>
  return (
    <div className="grid">
      <div className="invisible [grid-area:1/1]" aria-hidden>
        {signedOut}
      </div>
      {user && <div className="[grid-area:1/1]">{signedIn}</div>}
    </div>
  )
}

function OpenTheAgent() {
  return (
    <Link to="/agent" className={ctaPrimary}>
      Open the Agent <ArrowRight aria-hidden />
    </Link>
  )
}

/** The hero's calls to action: SPEC.md's Create Account, Start Free Trial and log-in link for visitors. */
function HeroActions() {
  return (
    <Visitor
      signedIn={
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <OpenTheAgent />
        </div>
      }
      signedOut={
        <>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={ctaPrimary}>
              Create Account
            </Link>
            <Link to="/register" className={ctaOutline}>
              Start Free Trial
            </Link>
          </div>
          <p className="mt-5 text-sm text-navy-muted-foreground">
            Already have an account?{' '}
            <Link
              to="/login"
              className="rounded-sm font-semibold text-navy-strong underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight"
            >
              Log in
            </Link>
          </p>
          <p className="mt-2 text-xs text-navy-muted-foreground">
            By signing up you agree to our{' '}
            <Link
              to="/terms"
              className="rounded-sm underline underline-offset-4 hover:text-navy-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy"
              className="rounded-sm underline underline-offset-4 hover:text-navy-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-highlight"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </>
      }
    />
  )
}

export function LandingPage() {
  useDocumentTitle('Home')
  const product = useProductName()
  const { data: config } = useAppConfig()
  const freeQueries = config?.features.freeQueryLimit ?? DEFAULT_FREE_QUERY_LIMIT
  const session = useCurrentUser()

  return (
    <>
      <section className="bg-gradient-to-b from-navy to-navy-light text-navy-foreground">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-navy-strong/10 px-3 py-1 text-xs font-medium text-navy-highlight">
              <Sparkles className="size-3.5" aria-hidden />
              {freeQueries} free AI-guided queries to start
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-navy-strong sm:text-5xl">{product}</h1>
            <p className="mt-3 text-xl font-medium text-navy-highlight">
              Your AI-powered guide to marine electronics
            </p>
            <p className="mt-4 max-w-xl text-base text-navy-muted-foreground">
              Ask how to operate, configure or troubleshoot your sonar, chartplotter, GPS or fishfinder, and
              get answers drawn from the manuals, tailored to your exact device.
            </p>
            <HeroActions />
          </div>
          <div className="flex justify-center lg:justify-end">
            <ExampleConversation />
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        <LandingSections
          session={session}
          freeQueries={freeQueries}
          trialAction={
            <Visitor
              signedIn={<OpenTheAgent />}
              signedOut={
                <Link to="/register" className={ctaPrimary}>
                  Get started free <ArrowRight aria-hidden />
                </Link>
              }
            />
          }
        />
      </Suspense>
    </>
  )
}
