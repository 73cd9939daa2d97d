import type { PaidPlan } from '@contract/billing'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api'
import { billingApi } from './api'
import { completeUpgrade, type UpgradeOutcome } from './upgrade-flow'

/** A card turned into a payment method, by Stripe.js or by demo billing. */
export type CollectedCard = {
  paymentMethodId: string
  /** Stripe.js can confirm a first payment the subscription still needs; demo billing never needs one. */
  confirmCardPayment?: (clientSecret: string) => Promise<void>
}

/** Collects the card; throws with the message to show when the card cannot be used. */
export type CardCollector = () => Promise<CollectedCard>

/**
 * One plan's checkout (SPEC.md section 4 'Upgrade flow'). Opening it initializes a subscription for a client
 * secret; paying collects the card, then creates the subscription and settles its first payment.
 */
export function useCheckout(plan: PaidPlan, onDone: (plan: PaidPlan, outcome: UpgradeOutcome) => void) {
  const setup = useMutation({
    mutationFn: () => billingApi.initialize(plan),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Setup failed',
        description: errorMessage(error, 'Failed to setup payment'),
      })
    },
  })

  // StrictMode runs effects twice on mount; one SetupIntent per opened checkout is enough.
  const started = useRef(false)
  const { mutate: initialize } = setup
  useEffect(() => {
    if (started.current) return
    started.current = true
    initialize()
  }, [initialize])

  const pay = useMutation({
    mutationFn: async (collectCard: CardCollector) => {
      const { paymentMethodId, confirmCardPayment } = await collectCard()
      return completeUpgrade(plan, paymentMethodId, {
        createSubscription: billingApi.createSubscription,
        checkStatus: billingApi.checkStatus,
        confirmCardPayment,
      })
    },
    onSuccess: (outcome) => onDone(plan, outcome),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Payment failed',
        description: errorMessage(error, 'Failed to process payment'),
      })
    },
  })

  const clientSecret = setup.data?.clientSecret ?? null
  return {
    clientSecret,
    setupPending: setup.isPending,
    setupError: setup.error ? errorMessage(setup.error, 'Failed to setup payment') : null,
    retrySetup: () => setup.mutate(),
    /** SPEC.md section 4 step 2: nothing happens without a client secret, or while a call is running. */
    pay: (collectCard: CardCollector) => {
      if (!clientSecret || pay.isPending) return
      pay.mutate(collectCard)
    },
    paying: pay.isPending,
    payError: pay.error ? errorMessage(pay.error, 'Failed to process payment') : null,
    resetPayError: pay.reset,
    /** The busy flag: every button of the dialog waits while a call is running. */
    busy: setup.isPending || pay.isPending,
  }
}
