import type { PaymentMethodSummary } from '@contract/billing'
import { CreditCard } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
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
import { useBillingConfig } from '../api'
import { cardBrandName } from '../card-format'
import { useCardUpdate } from '../use-card-update'
import { CardForm, CardSetupState, DemoBillingNotice, ErrorNote } from './card-form'

/** "12/35": a card's expiry as it is printed on the card; null when the provider did not say. */
export function cardExpiry(card: Pick<PaymentMethodSummary, 'expMonth' | 'expYear'>): string | null {
  if (!card.expMonth || !card.expYear) return null
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`
}

/**
 * The card the subscription is charged to (brand, last four digits, expiry: all the server keeps or shows)
 * and 'Update card'. The profile and the demo manage page both show it.
 */
export function PaymentMethodSection({ paymentMethod }: { paymentMethod: PaymentMethodSummary | null }) {
  const expiry = paymentMethod ? cardExpiry(paymentMethod) : null
  return (
    <section aria-labelledby="payment-method-heading" className="grid gap-3 border-t border-border pt-5">
      <h3 id="payment-method-heading" className="font-semibold">
        Payment method
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {paymentMethod ? (
          <p className="flex min-w-0 items-center gap-3">
            <CreditCard className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <span className="grid">
              <span className="font-medium">
                {cardBrandName(paymentMethod.brand)}{' '}
                <span className="whitespace-nowrap">
                  <span aria-hidden>•••• </span>
                  <span className="sr-only">ending in </span>
                  {paymentMethod.last4}
                </span>
              </span>
              {expiry && <span className="text-sm text-muted-foreground">Expires {expiry}</span>}
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">No card on file.</p>
        )}
        <UpdateCardDialog>
          <Button variant="outline">
            <CreditCard aria-hidden />
            {paymentMethod ? 'Update card' : 'Add card'}
          </Button>
        </UpdateCardDialog>
      </div>
    </section>
  )
}

/** 'Update card': a new card for the subscription's next payments, in the provider's card form. */
export function UpdateCardDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !busy) && setOpen(next)}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        className="max-w-lg gap-5"
        // Clicks outside would lose a half-typed card; Escape and the close button still close it.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle className="text-xl">Update your card</DialogTitle>
          <DialogDescription>
            Your subscription is charged to this card from its next payment. Nothing is charged now.
          </DialogDescription>
        </DialogHeader>
        <UpdateCardForm
          onBusyChange={setBusy}
          onDone={() => {
            setBusy(false)
            setOpen(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}

/** Mounted with the open dialog, so each opening starts its own setup and a clean form. */
function UpdateCardForm({
  onBusyChange,
  onDone,
}: {
  onBusyChange: (busy: boolean) => void
  onDone: () => void
}) {
  const { billing, isPending } = useBillingConfig()
  const update = useCardUpdate(billing?.provider ?? null, onDone)
  // The dialog stays open while a card is being saved.
  useEffect(() => {
    onBusyChange(update.busy)
    return () => onBusyChange(false)
  }, [update.busy, onBusyChange])
  if (isPending) return <Spinner label="Loading the payment form" showLabel className="py-6" />
  return (
    <>
      {billing?.provider === 'demo' && (
        <DemoBillingNotice>The card is checked but never charged.</DemoBillingNotice>
      )}
      <CardSetupState
        error={update.setupError}
        pending={update.setupPending}
        failedLabel="Card setup failed"
        pendingLabel="Preparing a secure form..."
        onRetry={update.retrySetup}
      />
      <CardForm
        clientSecret={update.clientSecret}
        busy={update.busy}
        paying={update.saving}
        submitLabel="Save card"
        onPay={update.save}
        onEdit={update.saveError ? update.resetSaveError : undefined}
      />
      {update.saveError && <ErrorNote>{update.saveError}</ErrorNote>}
    </>
  )
}
