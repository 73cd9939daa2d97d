export { cValue } from './c'
