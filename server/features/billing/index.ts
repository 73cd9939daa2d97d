// What other features may use of billing: they import it from here, not from its files (decision 0059).
export type { BillingProviders } from './providers'
export { type BillingDeps, cancelImmediately, subscriptionBeingCreated } from './service'
