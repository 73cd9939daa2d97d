// Planted: b uses a while a uses b (no-feature-cycle; through a's index.ts back to a/x.ts, a module cycle
// across features too).
import { aValue } from '../a'

export const internalValue = 1
export const twice = () => aValue * 2
