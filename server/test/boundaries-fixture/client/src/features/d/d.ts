import { cValue } from '../c'

export const dValue = 'd'
export const both = () => cValue + dValue
