// What other features may use of devices: they import it from here, not from its files (decision 0059).
export { deviceAdminRoutes } from './admin-routes'
export { findManual, toManual } from './service'
