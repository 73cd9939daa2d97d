export { dValue } from './d'
