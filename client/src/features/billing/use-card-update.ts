import type { CurrentSubscriptionResponse } from '@contract/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api'
import { currentSubscriptionQueryKey, paymentMethodApi, refreshAccount } from './api'
import { cardBrandName } from './card-format'
import type { CardCollector } from './use-checkout'

/**
 * Demo billing's card form needs no secret (the server tokenises the card itself); the card forms wait for
 * a secret, so demo billing gets this stand-in instead of a round trip.
 */
const DEMO_SECRET = 'demo'

/**
 * 'Update card': Stripe first asks for a SetupIntent (POST /api/subscriptions/payment-method/setup) and
 * Stripe.js confirms the card against it; demo billing turns the card into a payment method itself. Either
 * way the new payment method then becomes the subscription's (POST /api/subscriptions/payment-method).
 */
export function useCardUpdate(provider: 'stripe' | 'demo' | null, onDone: () => void) {
  const queryClient = useQueryClient()
  const needsSetup = provider === 'stripe'
  const setup = useMutation({ mutationFn: paymentMethodApi.setup })

  // StrictMode runs effects twice on mount; one SetupIntent per opened form is enough.
  const started = useRef(false)
  const { mutate: startSetup } = setup
  useEffect(() => {
    if (!needsSetup || started.current) return
    started.current = true
    startSetup()
  }, [needsSetup, startSetup])

  const save = useMutation({
    mutationFn: async (collectCard: CardCollector) => {
      const { paymentMethodId } = await collectCard()
      return paymentMethodApi.update(paymentMethodId)
    },
    onSuccess: (answer) => {
      const { brand, last4 } = answer.paymentMethod
      toast({
        title: 'Card updated',
        description: `Your subscription is now charged to your ${cardBrandName(brand)} ending in ${last4}.`,
      })
      // The new card shows at once; the refresh then brings whatever else the server changed.
      queryClient.setQueryData<CurrentSubscriptionResponse>(currentSubscriptionQueryKey, (previous) =>
        previous ? { ...previous, paymentMethod: answer.paymentMethod } : previous,
      )
      void refreshAccount(queryClient)
      onDone()
    },
  })

  const clientSecret = needsSetup ? (setup.data?.clientSecret ?? null) : provider ? DEMO_SECRET : null
  return {
    clientSecret,
    setupPending: setup.isPending,
    setupError: setup.error ? errorMessage(setup.error, 'Failed to set up a new card') : null,
    retrySetup: () => setup.mutate(),
    save: (collectCard: CardCollector) => {
      if (!clientSecret || save.isPending) return
      save.mutate(collectCard)
    },
    saving: save.isPending,
    saveError: save.error ? errorMessage(save.error, 'Failed to update your card') : null,
    resetSaveError: save.reset,
    busy: setup.isPending || save.isPending,
  }
}
