/**
 * Stripe Elements' card form. This module is only ever loaded through a dynamic import when the server's
 * billing provider is Stripe: importing @stripe/stripe-js injects js.stripe.com, which demo billing must
 * never fetch.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe, type StripeCardElementChangeEvent } from '@stripe/stripe-js'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { CardFormProps } from './demo-card-form'

/**
 * One Stripe instance per key for the page's lifetime, as Stripe asks (loadStripe outside render). A script
 * that cannot load resolves to null, and is tried again the next time the form opens.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error(error)
      stripeByKey.delete(publishableKey)
      return null
    })
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey))
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    let current = true
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true)
    })
    return () => {
      current = false
    }
  }, [stripe])

  if (unavailable) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-destructive/40 bg-danger-surface p-3 text-sm text-danger-ink"
      >
        The secure card form could not be loaded. Check your connection, then close this dialog and try again.
      </p>
    )
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  )
}

/** The theme's colour of a token (index.css): the card iframe cannot read our CSS variables. */
const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim()

/** Matches the app's inputs in the theme showing when the form opens (decision 0078). */
function cardStyle() {
  return {
    base: {
      fontSize: '16px',
      color: token('foreground'),
      iconColor: token('muted-foreground'),
      fontFamily: 'ui-sans-serif, system-ui, sans-serif',
      '::placeholder': { color: token('muted-foreground') },
    },
    invalid: { color: token('destructive'), iconColor: token('destructive') },
  }
}

function StripeCardFields({ clientSecret, busy, paying, submitLabel, onPay, onEdit }: CardFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [cardError, setCardError] = useState<string | null>(null)
  const errorId = useId()

  const onChange = (event: StripeCardElementChangeEvent) => {
    onEdit?.()
    setCardError(event.error?.message ?? null)
  }

  return (
    <form
      noValidate
      aria-label="Card details"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        // SPEC.md section 4 step 2: nothing happens until Stripe, the card form and the client secret exist.
        if (!stripe || !elements || !clientSecret) return
        onPay(async () => {
          const card = elements.getElement(CardElement)
          if (!card) throw new Error('Card element not found')
          // Step 3: the card becomes a payment method and the SetupIntent is confirmed with it (3-D Secure
          // included, when the bank asks).
          const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
            payment_method: { card },
          })
          if (error || !setupIntent) throw new Error(error?.message || 'Failed to process card')
          const method = setupIntent.payment_method
          const paymentMethodId = typeof method === 'string' ? method : method?.id
          if (!paymentMethodId) throw new Error('Failed to process card')
          return {
            paymentMethodId,
            confirmCardPayment: async (secret) => {
              const result = await stripe.confirmCardPayment(secret)
              if (result.error) throw new Error(result.error.message || 'Payment confirmation failed')
            },
          }
        })
      }}
    >
      <fieldset className="grid gap-2" aria-describedby={cardError ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium leading-none">Card details</legend>
        <div className="relative min-h-10 rounded-md border border-input bg-card px-3 py-2.5 shadow-sm focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40">
          <CardElement
            options={{ style: cardStyle(), hidePostalCode: false, disabled: busy }}
            onReady={() => setReady(true)}
            onChange={onChange}
          />
          {!ready && <Spinner label="Loading the card form" className="absolute inset-0 [&_svg]:size-4" />}
        </div>
        {cardError && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {cardError}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="w-full" disabled={busy || !clientSecret || !stripe || !ready}>
        {paying ? 'Processing...' : submitLabel}
      </Button>
    </form>
  )
}
