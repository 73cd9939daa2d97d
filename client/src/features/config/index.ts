// What other features may use of config: they import it from here, not from its files (decision 0059).
export { useAppConfig, useDocumentTitle, useProductName } from './api'
