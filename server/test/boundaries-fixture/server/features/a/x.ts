// Planted: reaches into feature b past its index.ts (feature-through-index).
import { internalValue } from '../b/internal'

export const aValue = internalValue + 1
