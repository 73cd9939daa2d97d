import { isIP } from 'node:net'

/** Fastify's trust function: whether the address `hop` steps from the app (0: the socket) is a proxy. */
export type TrustProxyFunction = (address: string, hop: number) => boolean

/** What Fastify's `trustProxy` gets: nothing trusted, the proxies' addresses and ranges, or a hop count. */
export type TrustProxy = false | string[] | TrustProxyFunction

/** proxy-addr's names for well-known ranges, which Fastify accepts in the list too. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a comma-separated list trusts those addresses and CIDR
 * ranges; a whole number trusts that many hops in front of the app whatever their address (the client is
 * then the right-most address past them in X-Forwarded-For). `true` is refused: it trusts every hop, so a
 * client would choose its own address with X-Forwarded-For and per-address throttles would count nothing.
 * Returns an error text on a bad value.
 *
 * Fastify 5.12 ignores a plain number (it trusts nothing, so every client would share the proxy's
 * address); a hop count is therefore handed over as a trust function. It cannot check the nearest peer's
 * address: use it only where the app cannot be reached except through those proxies (README).
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const value = (raw ?? '').trim()
  if (value === '' || value.toLowerCase() === 'false') return { value: false }
  if (value.toLowerCase() === 'true') {
    return {
      error:
        'must be the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8), not true: true would let every client choose its own address with X-Forwarded-For',
    }
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 100) return { error: 'must be a number of proxies from 0 to 100, or a list of addresses' }
    return { value: hops === 0 ? false : trustHops(hops) }
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.find((entry) => !isAddressOrRange(entry))
  if (bad !== undefined || entries.length === 0) {
    return {
      error: `must be a number of proxies (e.g. 1) or a comma-separated list of addresses and CIDR ranges; '${bad ?? value}' is neither`,
    }
  }
  return { value: entries }
}

function trustHops(hops: number): TrustProxyFunction {
  return (_address, hop) => hop < hops
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0) return false
  const family = isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}
