// What other features may use of logs: they import it from here, not from its files (decision 0059).
export { logsAdminRoutes } from './routes'
export { API_LOG_RETENTION_DAYS } from './service'
