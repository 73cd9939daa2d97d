export { aValue } from './x'
