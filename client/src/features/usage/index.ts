// What other features may use of usage: they import it from here, not from its files (decision 0059).
export { useUsage } from './api'
export { UsageMeter } from './usage-meter'
