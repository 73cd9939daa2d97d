// Planted: a shared component importing a feature (client-lower-layers-import-no-feature).
import { cValue } from '../features/c'

export const shellLabel = cValue
