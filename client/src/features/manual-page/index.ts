// What other features may use of manual-page: they import it from here, not from its files (decision 0059).
export { OpenPageButton } from './components/open-page-button'
