import { DEMO_BILLING_NOTICE, type PaidPlan, PLAN_DETAILS, paidPlans } from '@contract/billing'
import type { Plan } from '@contract/user'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft, Check, FlaskConical, Lock, ShieldCheck } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { useUsage } from '@/features/usage/api'
import { cn } from '@/lib/utils'
import { refreshAccount, useBillingConfig } from '../api'
import { planLabel, type UpgradeOutcome } from '../upgrade-flow'
import { useCheckout } from '../use-checkout'
import { DemoCardForm } from './demo-card-form'

// Stripe.js arrives with this chunk, so only a Stripe deployment ever fetches it.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }))

/** SPEC.md section 9: the user lands on the profile this long after a successful upgrade. */
export const REDIRECT_AFTER_UPGRADE_MS = 500

const PLAN_FEATURES: Record<PaidPlan, string[]> = {
  basic: ['Up to 500 queries per month', 'Answers from your device manuals', 'Cancel anytime'],
  premium: [
    'Unlimited queries',
    'Early access to new features',
    'Answers from your device manuals',
    'Cancel anytime',
  ],
}

const textLink =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

type UpgradeDialogProps = {
  /** The button that opens the dialog; leave out when open is controlled by the host. */
  children?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * 'Choose Your Plan' (SPEC.md section 2): Basic or Premium, then the card form of the deployment's billing
 * provider. The top bar, the profile and the agent's quota message all open this same dialog.
 */
export function UpgradeDialog({ children, open: controlledOpen, onOpenChange }: UpgradeDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const open = controlledOpen ?? uncontrolledOpen
  const [plan, setPlan] = useState<PaidPlan | null>(null)
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  // Moving between plans and payment replaces the button that had focus: start the new step at its top, with
  // focus on its heading, so neither the scroll position nor keyboard focus is lost (375 px scrolls inside).
  const contentRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef<PaidPlan | null>(null)
  useEffect(() => {
    if (shownStep.current === plan) return
    shownStep.current = plan
    const content = contentRef.current
    if (!content) return
    content.scrollTop = 0
    content.querySelector<HTMLElement>('[data-step-heading]')?.focus()
  }, [plan])

  const applyOpen = (next: boolean) => {
    if (!next) setPlan(null)
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  // A payment in flight must finish where the user can see how it ends.
  const setOpen = (next: boolean) => {
    if (!next && busy) return
    applyOpen(next)
  }

  const onDone = (paid: PaidPlan, outcome: UpgradeOutcome) => {
    setBusy(false)
    applyOpen(false)
    void refreshAccount(queryClient)
    if (outcome === 'processing') {
      toast({
        title: 'Payment processing',
        description: 'Your payment is being processed. You will be notified when it is complete.',
      })
      return
    }
    toast({
      title: 'Subscription successful!',
      description: `You've been upgraded to the ${planLabel(paid)} plan.`,
    })
    setTimeout(() => navigate('/profile'), REDIRECT_AFTER_UPGRADE_MS)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {children && <DialogTrigger asChild>{children}</DialogTrigger>}
      <DialogContent
        ref={contentRef}
        className={cn('gap-5', plan ? 'max-w-lg' : 'max-w-3xl')}
        // Clicks outside would lose a half-typed card; Escape and the close button still close it.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {plan ? (
          <Checkout plan={plan} onBack={() => setPlan(null)} onBusyChange={setBusy} onDone={onDone} />
        ) : (
          <PlanChooser onChoose={setPlan} />
        )}
        <PaymentNotes />
      </DialogContent>
    </Dialog>
  )
}

function PlanChooser({ onChoose }: { onChoose: (plan: PaidPlan) => void }) {
  const { data: usage } = useUsage()
  const current: Plan | undefined = usage?.subscription
  return (
    <>
      <DialogHeader>
        <DialogTitle data-step-heading tabIndex={-1} className="text-xl outline-none">
          Choose Your Plan
        </DialogTitle>
        <DialogDescription>
          Ask more about your marine electronics. Every plan is billed monthly; cancel anytime.
        </DialogDescription>
      </DialogHeader>
      <ul className="grid gap-4 sm:grid-cols-2">
        {paidPlans.map((id) => (
          <li key={id}>
            <PlanCard plan={id} current={current === id} onChoose={() => onChoose(id)} />
          </li>
        ))}
      </ul>
    </>
  )
}

function PlanCard({ plan, current, onChoose }: { plan: PaidPlan; current: boolean; onChoose: () => void }) {
  const details = PLAN_DETAILS[plan]
  const popular = plan === 'premium'
  const headingId = `plan-${plan}-name`
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5',
        popular ? 'border-primary shadow-md ring-1 ring-primary' : 'border-border',
      )}
    >
      {popular && (
        <Badge
          tone="success"
          className="absolute -top-3 right-4 border-primary bg-primary text-primary-foreground"
        >
          Most Popular
        </Badge>
      )}
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {details.name}
        </h3>
        <p className="mt-1">
          <span className="text-3xl font-bold tracking-tight">{details.price}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
      </div>
      <ul className="grid gap-2 text-sm">
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-auto w-full"
        variant={popular ? 'default' : 'outline'}
        disabled={current}
        onClick={onChoose}
      >
        {current ? 'Your current plan' : `Subscribe to ${planLabel(plan)}`}
      </Button>
    </section>
  )
}

type CheckoutProps = {
  plan: PaidPlan
  onBack: () => void
  onBusyChange: (busy: boolean) => void
  onDone: (plan: PaidPlan, outcome: UpgradeOutcome) => void
}

/** The chosen plan's payment step: the card form of the billing provider named by GET /api/config. */
function Checkout({ plan, onBack, onBusyChange, onDone }: CheckoutProps) {
  const { billing, isPending: configPending } = useBillingConfig()
  const checkout = useCheckout(plan, onDone)
  const details = PLAN_DETAILS[plan]
  useEffect(() => {
    onBusyChange(checkout.busy)
    return () => onBusyChange(false)
  }, [checkout.busy, onBusyChange])

  const formProps = {
    clientSecret: checkout.clientSecret,
    busy: checkout.busy,
    paying: checkout.paying,
    submitLabel: `Subscribe for ${details.price}/month`,
    onPay: checkout.pay,
    onEdit: checkout.payError ? checkout.resetPayError : undefined,
  }

  let form: ReactNode
  if (configPending) form = <Spinner label="Loading the payment form" showLabel className="py-6" />
  else if (billing?.provider === 'stripe' && billing.publishableKey) {
    form = (
      <Suspense fallback={<Spinner label="Loading the payment form" showLabel className="py-6" />}>
        <StripeCardForm publishableKey={billing.publishableKey} {...formProps} />
      </Suspense>
    )
  } else if (billing?.provider === 'demo') form = <DemoCardForm {...formProps} />
  else form = <ErrorNote>Card payments are not available right now. Please try again later.</ErrorNote>

  return (
    <>
      <DialogHeader>
        <DialogTitle data-step-heading tabIndex={-1} className="text-xl outline-none">
          Subscribe to the {details.name}
        </DialogTitle>
        <DialogDescription>
          {details.price}/month ·{' '}
          {details.queries === null ? 'unlimited queries' : `up to ${details.queries} queries per month`}.
          Billed monthly in advance; cancel anytime.
        </DialogDescription>
      </DialogHeader>
      <Button
        variant="ghost"
        size="sm"
        className="-mt-2 justify-self-start"
        disabled={checkout.busy}
        onClick={onBack}
      >
        <ArrowLeft aria-hidden />
        Change plan
      </Button>
      {billing?.provider === 'demo' && (
        <div className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">{DEMO_BILLING_NOTICE}</span>. This deployment simulates payments
            so every screen can be tried.
          </p>
        </div>
      )}
      {checkout.setupError ? (
        <ErrorNote>
          <span>Payment setup failed: {checkout.setupError}</span>
          <Button variant="outline" size="sm" className="mt-2" onClick={checkout.retrySetup}>
            Try again
          </Button>
        </ErrorNote>
      ) : (
        checkout.setupPending && (
          <Spinner label="Preparing a secure payment..." showLabel className="justify-start" />
        )
      )}
      {form}
      {checkout.payError && <ErrorNote>{checkout.payError}</ErrorNote>}
    </>
  )
}

function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 justify-items-start break-words">{children}</div>
    </div>
  )
}

/** The provider's security note, encryption and the agreement (SPEC.md section 2). */
function PaymentNotes() {
  const { billing } = useBillingConfig()
  return (
    <div className="grid gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
      <p className="flex items-start gap-1.5">
        <Lock className="mt-px size-3.5 shrink-0" aria-hidden />
        {billing?.provider === 'demo'
          ? 'Payments are processed securely by our demo billing provider, which keeps only the card brand, last four digits and expiry.'
          : 'Payments are processed securely by Stripe. Your card details never touch our servers.'}
      </p>
      <p className="flex items-start gap-1.5">
        <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden />
        Secured with 256-bit SSL encryption
      </p>
      <p>
        By subscribing, you agree to our{' '}
        <Link to="/terms" target="_blank" rel="noopener" className={textLink}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener" className={textLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  )
}
