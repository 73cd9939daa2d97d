import {
  type PaidPlan,
  PLAN_DETAILS,
  PLAN_FEATURES,
  paidPlans,
  type SubscriptionSummary,
} from '@contract/billing'
import { formatCents } from '@contract/plans'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowDownCircle, ArrowLeft, CalendarClock, Check, Lock, Receipt, ShieldCheck } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
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
import { useUsage } from '@/features/usage'
import { formatAccountDate } from '@/lib/account-date'
import { cn } from '@/lib/utils'
import {
  refreshAccount,
  useBillingConfig,
  useChangePlan,
  useCurrentSubscription,
  usePlanChangePreview,
  useSwitchToFree,
} from '../api'
import { planChangeFor } from '../plan-offer'
import { planLabel, type UpgradeOutcome } from '../upgrade-flow'
import { useCheckout } from '../use-checkout'
import { CardForm, CardSetupState, DemoBillingNotice, ErrorNote } from './card-form'

/** SPEC.md section 9: the user lands on the profile this long after a successful upgrade. */
export const REDIRECT_AFTER_UPGRADE_MS = 500

const textLink =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

type UpgradeDialogProps = {
  /** The button that opens the dialog; leave out when open is controlled by the host. */
  children?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /**
   * Opens straight at this plan's step (the profile's 'Change to Basic', or 'free': switching to Free at the
   * period's end); the plans are one step back.
   */
  startWith?: PaidPlan | 'free'
}

/**
 * 'Choose Your Plan' (SPEC.md section 2): Basic or Premium. A free account then pays with the card form of
 * the deployment's billing provider; a paid one moves to the other plan on the card it already pays with,
 * after a confirmation of what happens and when. The top bar, the profile, the manage page and the agent's
 * quota message all open this same dialog.
 */
export function UpgradeDialog({
  children,
  open: controlledOpen,
  onOpenChange,
  startWith,
}: UpgradeDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const open = controlledOpen ?? uncontrolledOpen
  // A host that mounts the dialog already open (the pricing page) starts it at startWith, as a trigger would.
  const [plan, setPlan] = useState<PaidPlan | 'free' | null>(() =>
    controlledOpen ? (startWith ?? null) : null,
  )
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  // A paid plan changes plans instead of subscribing again; its summary says when the period ends and
  // whether a change or a cancellation is already scheduled.
  const { data: usage, isPending: usagePending } = useUsage()
  const paidPlan = usage?.subscription === 'free' ? null : (usage?.subscription ?? null)
  const current = useCurrentSubscription({ enabled: paidPlan !== null })
  const subscription = current.data?.subscription

  // Moving between plans and payment replaces the button that had focus: start the new step at its top, with
  // focus on its heading, so neither the scroll position nor keyboard focus is lost (375 px scrolls inside).
  const contentRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef<string | null>(null)
  // Switching to Free waits for the subscription before its step shows: that is when its heading appears.
  const stepKey = plan === 'free' && !current.data ? 'free-loading' : plan
  useEffect(() => {
    if (shownStep.current === stepKey) return
    shownStep.current = stepKey
    const content = contentRef.current
    if (!content) return
    content.scrollTop = 0
    content.querySelector<HTMLElement>('[data-step-heading]')?.focus()
  }, [stepKey])

  const applyOpen = (next: boolean) => {
    setPlan(next ? (startWith ?? null) : null)
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  // A payment in flight must finish where the user can see how it ends.
  const setOpen = (next: boolean) => {
    if (!next && busy) return
    applyOpen(next)
  }

  const onPaid = (paid: PaidPlan, outcome: UpgradeOutcome) => {
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

  // A plan change stays where it was asked for: from the agent's quota message the user goes on asking.
  const onChanged = () => {
    setBusy(false)
    applyOpen(false)
  }

  let step: ReactNode
  if (plan && plan !== 'free' && usagePending) {
    // Opened straight at a plan before the account's plan is known (the pricing page): whether this is a
    // checkout or a plan change is not known yet, and a checkout started for a paid account is refused.
    step = (
      <>
        <DialogHeader>
          <DialogTitle data-step-heading tabIndex={-1} className="text-xl outline-none">
            {PLAN_DETAILS[plan].name}
          </DialogTitle>
          <DialogDescription>Checking your current plan...</DialogDescription>
        </DialogHeader>
        <Spinner label="Loading your plan" />
      </>
    )
  } else if (plan === 'free' && paidPlan && current.data) {
    step = (
      <SwitchToFreeStep
        from={paidPlan}
        subscription={current.data.subscription}
        freeAllowance={current.data.freeAllowance}
        onBack={() => setPlan(null)}
        onBusyChange={setBusy}
        onDone={onChanged}
      />
    )
  } else if (plan === 'free' && paidPlan && current.isPending) {
    step = <Spinner label="Loading your subscription" />
  } else if (!plan || plan === 'free') {
    step = <PlanChooser current={paidPlan} subscription={subscription} onChoose={setPlan} />
  } else if (paidPlan && paidPlan !== plan) {
    step = (
      <ChangePlanStep
        from={paidPlan}
        to={plan}
        subscription={subscription}
        onBack={() => setPlan(null)}
        onBusyChange={setBusy}
        onDone={onChanged}
      />
    )
  } else {
    step = <Checkout plan={plan} onBack={() => setPlan(null)} onBusyChange={setBusy} onDone={onPaid} />
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {children && <DialogTrigger asChild>{children}</DialogTrigger>}
      <DialogContent
        ref={contentRef}
        className={cn('gap-5', plan ? 'max-w-lg' : 'max-w-3xl')}
        // Clicks outside would lose a half-typed card; Escape and the close button still close it.
        onInteractOutside={(event) => event.preventDefault()}
        // Opened straight at a step (Change to Basic, Switch to Free): focus starts on that step's heading,
        // so a screen reader reads what the step is about first.
        onOpenAutoFocus={(event) => {
          if (!startWith) return
          const heading = contentRef.current?.querySelector<HTMLElement>('[data-step-heading]')
          if (!heading) return
          event.preventDefault()
          heading.focus()
        }}
      >
        {step}
        <PaymentNotes />
      </DialogContent>
    </Dialog>
  )
}

type PlanChooserProps = {
  /** The paid plan the account has; null for free. */
  current: PaidPlan | null
  subscription: SubscriptionSummary | undefined
  onChoose: (plan: PaidPlan | 'free') => void
}

function PlanChooser({ current, subscription, onChoose }: PlanChooserProps) {
  // A subscription that ends with this period is resumed before it changes plans: a plan change would
  // otherwise charge for a subscription about to end.
  const ending = current !== null && Boolean(subscription?.cancelAtPeriodEnd)
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
            <PlanCard
              plan={id}
              action={planAction(id, current, subscription)}
              disabled={id === current || ending || subscription?.scheduledPlan === id}
              onChoose={() => onChoose(id)}
            />
          </li>
        ))}
      </ul>
      {current && !ending && (
        <section
          aria-labelledby="plan-free-name"
          className="grid gap-3 rounded-xl border border-border p-4 sm:flex sm:items-center sm:justify-between"
        >
          <div>
            <h3 id="plan-free-name" className="font-semibold">
              Free
            </h3>
            <p className="text-sm text-muted-foreground">
              No monthly charge; the free trial's questions. You keep {planLabel(current)} until this period
              ends.
            </p>
          </div>
          <Button variant="outline" className="justify-self-start" onClick={() => onChoose('free')}>
            Switch to Free at the end of this period
          </Button>
        </section>
      )}
      {ending && (
        <p className="flex items-start gap-2 rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-warning-ink">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Your subscription ends on {formatAccountDate(subscription?.currentPeriodEnd)}. Resume it from your
          profile to change plans.
        </p>
      )}
    </>
  )
}

/** What a plan's button says: subscribe (free), move to it (paid), or why it cannot be chosen. */
function planAction(
  plan: PaidPlan,
  current: PaidPlan | null,
  subscription: SubscriptionSummary | undefined,
): string {
  if (plan === current) return 'Your current plan'
  if (!current) return `Subscribe to ${planLabel(plan)}`
  if (subscription?.scheduledPlan === plan) {
    return `Starts ${formatAccountDate(subscription.currentPeriodEnd)}`
  }
  return planChangeFor(current, plan) === 'upgrade'
    ? `Upgrade to ${planLabel(plan)}`
    : `Change to ${planLabel(plan)}`
}

type PlanCardProps = { plan: PaidPlan; action: string; disabled: boolean; onChoose: () => void }

function PlanCard({ plan, action, disabled, onChoose }: PlanCardProps) {
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
        disabled={disabled}
        onClick={onChoose}
      >
        {action}
      </Button>
    </section>
  )
}

function BackToPlans({ disabled, onBack }: { disabled: boolean; onBack: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-mt-2 justify-self-start"
      disabled={disabled}
      onClick={onBack}
    >
      <ArrowLeft aria-hidden />
      Change plan
    </Button>
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
  const { billing } = useBillingConfig()
  const checkout = useCheckout(plan, onDone)
  const details = PLAN_DETAILS[plan]
  useEffect(() => {
    onBusyChange(checkout.busy)
    return () => onBusyChange(false)
  }, [checkout.busy, onBusyChange])

  return (
    <>
      <DialogHeader>
        <DialogTitle data-step-heading tabIndex={-1} className="text-xl outline-none">
          Subscribe to the {details.name}
        </DialogTitle>
        <DialogDescription>
          {details.price}/month · {allowanceOf(plan)}. Billed monthly in advance; cancel anytime.
        </DialogDescription>
      </DialogHeader>
      <BackToPlans disabled={checkout.busy} onBack={onBack} />
      {billing?.provider === 'demo' && (
        <DemoBillingNotice>
          This deployment simulates payments so every screen can be tried.
        </DemoBillingNotice>
      )}
      <CardSetupState
        error={checkout.setupError}
        pending={checkout.setupPending}
        failedLabel="Payment setup failed"
        pendingLabel="Preparing a secure payment..."
        onRetry={checkout.retrySetup}
      />
      <CardForm
        clientSecret={checkout.clientSecret}
        busy={checkout.busy}
        paying={checkout.paying}
        submitLabel={`Subscribe for ${details.price}/month`}
        onPay={checkout.pay}
        onEdit={checkout.payError ? checkout.resetPayError : undefined}
      />
      {checkout.payError && <ErrorNote>{checkout.payError}</ErrorNote>}
    </>
  )
}

function allowanceOf(plan: PaidPlan): string {
  const { queries } = PLAN_DETAILS[plan]
  return queries === null ? 'unlimited queries' : `up to ${queries} queries per month`
}

type ChangePlanStepProps = {
  from: PaidPlan
  to: PaidPlan
  subscription: SubscriptionSummary | undefined
  onBack: () => void
  onBusyChange: (busy: boolean) => void
  onDone: () => void
}

/**
 * A paid subscription moving to the other plan: no card form (the card on file pays), only what happens,
 * when, and what it costs. An upgrade applies now and states the amount charged today (the server's
 * preview: the provider's own proration) before it can be confirmed; a downgrade applies when the period
 * ends, with nothing charged today.
 */
function ChangePlanStep({ from, to, subscription, onBack, onBusyChange, onDone }: ChangePlanStepProps) {
  const change = planChangeFor(from, to)
  const upgrade = change === 'upgrade'
  const changePlan = useChangePlan({ onSuccess: onDone })
  // Once the change is made its preview is moot, and asked again (a refetch as the window regains focus while
  // the dialog closes) the server refuses it: the plan is already the one previewed.
  const preview = usePlanChangePreview(to, { enabled: upgrade && !changePlan.isSuccess })
  useEffect(() => {
    onBusyChange(changePlan.isPending)
    return () => onBusyChange(false)
  }, [changePlan.isPending, onBusyChange])

  const target = PLAN_DETAILS[to]
  const periodEnd = formatAccountDate(subscription?.currentPeriodEnd ?? preview.data?.periodEnd)
  const knownEnd = periodEnd !== 'N/A'
  // An upgrade is confirmed only once its charge today is known and shown.
  const ready = !upgrade || preview.isSuccess

  return (
    <>
      <DialogHeader>
        <DialogTitle data-step-heading tabIndex={-1} className="text-xl outline-none">
          {upgrade ? `Upgrade to the ${target.name}` : `Change to the ${target.name}`}
        </DialogTitle>
        <DialogDescription>
          {target.price}/month · {allowanceOf(to)}. Billed to the card on file.
        </DialogDescription>
      </DialogHeader>
      <BackToPlans disabled={changePlan.isPending} onBack={onBack} />
      <div className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm">
        <p className="flex items-start gap-2.5">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            {upgrade
              ? `Your plan changes to ${planLabel(to)} now, with ${allowanceOf(to)}.`
              : `Your plan changes to ${planLabel(to)} ${knownEnd ? `on ${periodEnd}, ` : ''}when the current billing period ends. You keep ${planLabel(from)} until then, then pay ${target.price}/month for ${allowanceOf(to)}.`}
          </span>
        </p>
        <p className="flex items-start gap-2.5" aria-live="polite" data-testid="charge-today">
          <Receipt className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {upgrade ? (
            <UpgradeCharge preview={preview} periodEnd={knownEnd ? periodEnd : null} />
          ) : (
            <span className="font-semibold">Nothing is charged today.</span>
          )}
        </p>
      </div>
      {upgrade && preview.isError && (
        <ErrorNote>
          {previewErrorText(preview.error)}
          <Button variant="link" className="h-auto p-0" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </ErrorNote>
      )}
      <Button
        className="w-full"
        disabled={changePlan.isPending || !ready}
        onClick={() => changePlan.mutate({ plan: to, change })}
      >
        {changePlan.isPending
          ? 'Changing plan...'
          : upgrade
            ? `Upgrade to ${planLabel(to)} now`
            : `Change to ${planLabel(to)}`}
      </Button>
    </>
  )
}

type SwitchToFreeStepProps = {
  from: PaidPlan
  subscription: SubscriptionSummary
  freeAllowance: { limit: number; used: number }
  onBack: () => void
  onBusyChange: (busy: boolean) => void
  onDone: () => void
}

/**
 * 'Switch to Free at the end of this period': the subscription ends with the period (as a cancel does), and
 * the step says plainly what that means: the paid plan until the date, then Free with what is left of the
 * free allowance, nothing more charged, and the way back before then.
 */
function SwitchToFreeStep({
  from,
  subscription,
  freeAllowance,
  onBack,
  onBusyChange,
  onDone,
}: SwitchToFreeStepProps) {
  const switchToFree = useSwitchToFree({ onSuccess: onDone })
  useEffect(() => {
    onBusyChange(switchToFree.isPending)
    return () => onBusyChange(false)
  }, [switchToFree.isPending, onBusyChange])
  const periodEnd = formatAccountDate(subscription.currentPeriodEnd)
  const on = periodEnd !== 'N/A' ? `on ${periodEnd}` : 'when this billing period ends'
  const until = periodEnd !== 'N/A' ? `until ${periodEnd}` : 'until this billing period ends'
  const left = Math.max(0, freeAllowance.limit - freeAllowance.used)

  return (
    <>
      <DialogHeader>
        <DialogTitle data-step-heading tabIndex={-1} className="text-xl outline-none">
          Switch to Free at the end of this period
        </DialogTitle>
        <DialogDescription>
          No more monthly charges. Nothing changes before {periodEnd !== 'N/A' ? periodEnd : 'then'}.
        </DialogDescription>
      </DialogHeader>
      <BackToPlans disabled={switchToFree.isPending} onBack={onBack} />
      <ul
        className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm"
        data-testid="switch-to-free"
      >
        <li className="flex items-start gap-2.5">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            You keep the {PLAN_DETAILS[from].name} {until}, with {allowanceOf(from)}.
          </span>
        </li>
        <li className="flex items-start gap-2.5">
          <ArrowDownCircle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            Then your account moves to Free: the free allowance of {freeAllowance.limit} questions in total,{' '}
            {left === 0
              ? 'all of which you used before subscribing.'
              : `of which ${left} ${left === 1 ? 'is' : 'are'} left.`}
          </span>
        </li>
        <li className="flex items-start gap-2.5">
          <Receipt className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span className="font-semibold">
            Nothing more is charged. You can undo this {until} from your profile.
          </span>
        </li>
      </ul>
      <Button className="w-full" disabled={switchToFree.isPending} onClick={() => switchToFree.mutate()}>
        {switchToFree.isPending ? 'Switching...' : `Switch to Free ${on}`}
      </Button>
    </>
  )
}

/** The amount an upgrade charges today and what follows, once the server has worked it out. */
function UpgradeCharge({
  preview,
  periodEnd,
}: {
  preview: ReturnType<typeof usePlanChangePreview>
  periodEnd: string | null
}) {
  if (preview.isPending) return <span>Working out today&apos;s charge...</span>
  if (!preview.data) return <span>Today&apos;s charge could not be worked out.</span>
  const { amountDueTodayCents, recurringCents } = preview.data
  return (
    <span>
      <span className="font-semibold">
        You will be charged {formatCents(amountDueTodayCents)} today (prorated for the rest of this period),
        then {formatCents(recurringCents)} a month.
      </span>
      {periodEnd && ` The monthly charge starts on ${periodEnd}.`}
    </span>
  )
}

/** A read's error carries the body as text: the server's message when it is JSON, our own words otherwise. */
function previewErrorText(error: unknown): string {
  const fallback = "We could not work out today's charge, so the change cannot be confirmed yet."
  if (!(error instanceof Error)) return fallback
  try {
    const body = JSON.parse(error.message) as { message?: unknown }
    return typeof body.message === 'string' && body.message ? body.message : fallback
  } catch {
    return fallback
  }
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
