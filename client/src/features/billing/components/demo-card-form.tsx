import {
  DEMO_CARD_ACCEPTED,
  DEMO_CARD_DECLINED,
  type DemoCardRequest,
  demoCardRequestSchema,
} from '@contract/billing'
import { InputField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useZodForm } from '@/lib/use-zod-form'
import { billingApi } from '../api'
import { formatCardNumber, formatCvc, formatExpiry } from '../card-format'
import type { CardCollector } from '../use-checkout'

type CardFormProps = {
  /** Present once the subscription is initialized; paying waits for it. */
  clientSecret: string | null
  /** Any call running: the button waits. */
  busy: boolean
  /** The payment itself is running: the button says so. */
  paying: boolean
  submitLabel: string
  onPay: (collectCard: CardCollector) => void
  /** Editing the card clears the last payment error. */
  onEdit?: () => void
}

/**
 * Demo billing's card form: a plain form in place of Stripe Elements, so no Stripe.js is ever fetched. The
 * server keeps only the brand, last four digits and expiry, and declines its test decline card.
 */
export function DemoCardForm({ clientSecret, busy, paying, submitLabel, onPay, onEdit }: CardFormProps) {
  const form = useZodForm(demoCardRequestSchema, {
    number: '',
    expiry: '',
    cvc: '',
  } satisfies DemoCardRequest)
  // What the three card inputs share; editing any of them clears the last payment error.
  const cardInput = {
    control: form.control,
    inputMode: 'numeric',
    required: true,
    onEdit,
  } as const

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Card details"
        className="grid gap-4"
        onSubmit={form.handleSubmit((card) =>
          onPay(async () => {
            const { id } = await billingApi.createDemoPaymentMethod(card)
            return { paymentMethodId: id }
          }),
        )}
      >
        <InputField
          {...cardInput}
          name="number"
          label="Card number"
          format={formatCardNumber}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
        />
        <div className="grid grid-cols-2 gap-4">
          <InputField
            {...cardInput}
            name="expiry"
            label="Expiry (MM/YY)"
            format={formatExpiry}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
          <InputField
            {...cardInput}
            name="cvc"
            label="CVC"
            format={formatCvc}
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          Test cards: <span className="font-mono whitespace-nowrap">{DEMO_CARD_ACCEPTED}</span> is accepted,{' '}
          <span className="font-mono whitespace-nowrap">{DEMO_CARD_DECLINED}</span> is declined. Use any
          future expiry date and any 3-digit CVC.
        </p>
        <Button type="submit" className="w-full" disabled={busy || !clientSecret}>
          {paying ? 'Processing...' : submitLabel}
        </Button>
      </form>
    </Form>
  )
}

export type { CardFormProps }
