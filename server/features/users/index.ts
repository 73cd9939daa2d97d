// What other features may use of users: they import it from here, not from its files (decision 0060).
export { userAdminRoutes } from './routes'
