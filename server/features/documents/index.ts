// What other features may use of documents: they import it from here, not from its files (decision 0059).
export { documentIdOfSource } from './ingest'
export { type createDocuments, documentAdminRoutes } from './routes'
