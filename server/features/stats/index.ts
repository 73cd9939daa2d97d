// What other features may use of stats: they import it from here, not from its files (decision 0059).
export { statsAdminRoutes } from './routes'
