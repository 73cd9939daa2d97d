// Planted: the contract importing server code (contract-imports-no-app-code).
import { read } from '../server/lib/reader'

export const thing = read
