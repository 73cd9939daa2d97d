// Planted: c and d use each other, each through the other's index.ts (no-feature-cycle, and a module cycle).
import { dValue } from '../d'

export const cValue = 'c'
export const both = () => cValue + dValue
