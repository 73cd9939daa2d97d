// What other features may use of boats: they import it from here, not from its files (decision 0059).
export { findBoat, listBoats } from './service'
export { supportedNetworks } from './supported-networks'
