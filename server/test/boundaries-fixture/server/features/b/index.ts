export { internalValue } from './internal'
