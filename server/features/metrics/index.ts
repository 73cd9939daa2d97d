// What other features may use of metrics: they import it from here, not from its files (decision 0059).
export type { ServiceMetrics } from './service-metrics'
