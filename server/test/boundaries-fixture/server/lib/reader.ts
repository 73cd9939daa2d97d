// Planted: a lower layer importing a feature (server-lower-layers-import-no-feature).
import { internalValue } from '../features/b'

export const read = () => internalValue
