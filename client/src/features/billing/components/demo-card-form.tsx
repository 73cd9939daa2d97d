import {
  DEMO_CARD_ACCEPTED,
  DEMO_CARD_DECLINED,
  type DemoCardRequest,
  demoCardRequestSchema,
} from '@contract/billing'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
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
  const form = useForm({
    resolver: zodResolver(demoCardRequestSchema),
    defaultValues: { number: '', expiry: '', cvc: '' } satisfies DemoCardRequest,
  })

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
        <FormField
          control={form.control}
          name="number"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Card number</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  onChange={(event) => {
                    onEdit?.()
                    field.onChange(formatCardNumber(event.target.value))
                  }}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  maxLength={23}
                  required
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            control={form.control}
            name="expiry"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Expiry (MM/YY)</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    onChange={(event) => {
                      onEdit?.()
                      field.onChange(formatExpiry(event.target.value))
                    }}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    maxLength={5}
                    required
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="cvc"
            render={({ field }) => (
              <FormItem>
                <FormLabel>CVC</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    onChange={(event) => {
                      onEdit?.()
                      field.onChange(formatCvc(event.target.value))
                    }}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    maxLength={4}
                    required
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
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
