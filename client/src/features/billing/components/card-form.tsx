import { DEMO_BILLING_NOTICE } from '@contract/billing'
import { AlertCircle, FlaskConical } from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useBillingConfig } from '../api'
import { type CardFormProps, DemoCardForm } from './demo-card-form'

// Stripe.js arrives with this chunk, so only a Stripe deployment ever fetches it.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }))

/**
 * The card form of the billing provider GET /api/config names: Stripe Elements (loaded only then) or demo
 * billing's plain form. The plan dialog's payment step and 'Update card' both use it.
 */
export function CardForm(props: CardFormProps) {
  const { billing, isPending } = useBillingConfig()
  if (isPending) return <Spinner label="Loading the payment form" showLabel className="py-6" />
  if (billing?.provider === 'stripe' && billing.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the payment form" showLabel className="py-6" />}>
        <StripeCardForm publishableKey={billing.publishableKey} {...props} />
      </Suspense>
    )
  }
  if (billing?.provider === 'demo') return <DemoCardForm {...props} />
  return <ErrorNote>Card payments are not available right now. Please try again later.</ErrorNote>
}

/** Demo billing's notice that no card is charged, with what it means where it shows. */
export function DemoBillingNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-2.5 rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-warning-ink">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <span className="font-semibold">{DEMO_BILLING_NOTICE}</span>. {children}
      </p>
    </div>
  )
}

/** A failure inside a billing dialog, announced as it appears. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-lg border border-destructive/40 bg-danger-surface p-3 text-sm text-danger-ink"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 justify-items-start break-words">{children}</div>
    </div>
  )
}

type CardSetupStateProps = {
  /** The setup's failure, shown with Try again; null while none. */
  error: string | null
  pending: boolean
  /** What failed, e.g. 'Payment setup failed'. */
  failedLabel: string
  pendingLabel: string
  onRetry: () => void
}

/** Where a card form's setup stands: its failure with Try again, or a spinner while it is prepared. */
export function CardSetupState({ error, pending, failedLabel, pendingLabel, onRetry }: CardSetupStateProps) {
  if (error)
    return (
      <ErrorNote>
        <span>
          {failedLabel}: {error}
        </span>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </ErrorNote>
    )
  return pending ? <Spinner label={pendingLabel} showLabel className="justify-start" /> : null
}
