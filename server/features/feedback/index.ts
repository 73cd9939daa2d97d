// What other features may use of feedback: they import it from here, not from its files (decision 0059).
export { feedbackAdminRoutes } from './routes'
