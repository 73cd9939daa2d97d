// Creates the billing providers this deployment uses: Stripe, or demo billing.
import type { AppConfig } from '../../../config'
import type { Db } from '../../../db/client'
import { createDemoProvider } from './demo'
import { createStripeProvider } from './stripe'

/** Stripe or demo billing, as config.billingMode says (DESIGN.md 'Billing'; docs/decisions/0007, 0012). */
export function createBillingProviders(
  config: AppConfig,
  db: Db,
  hooks: { onInvoicesPaid?: (userId: number, invoiceIds: string[]) => void } = {},
) {
  const stripe =
    config.billingMode === 'stripe' && config.stripe.secretKey
      ? createStripeProvider(db, {
          secretKey: config.stripe.secretKey,
          prices: { basic: config.stripe.priceBasic, premium: config.stripe.pricePremium },
          appUrl: config.appUrl,
          environment: config.env,
          apiBase: config.stripe.apiBase,
        })
      : null
  const demo = stripe ? null : createDemoProvider(db, hooks)
  return { provider: stripe ?? (demo as NonNullable<typeof demo>), stripe, demo }
}

export type BillingProviders = ReturnType<typeof createBillingProviders>
