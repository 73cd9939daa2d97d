// What other features may use of users: they import it from here, not from its files (decision 0059).
export { userAdminRoutes } from './routes'
