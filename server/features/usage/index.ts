// What other features may use of usage: they import it from here, not from its files (decision 0059).
// The refusal's words live in the contract: the question box's Upgrade card says the same.
export { quotaExceededMessage } from '../../../contract/usage'
export { hasQueryLeft, spendQuery, usageOf } from './service'
