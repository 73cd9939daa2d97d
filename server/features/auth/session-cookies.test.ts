import { describe, expect, it } from 'vitest'
import { VerifiedSessionCookies } from './session-cookies'

/** A verifier that accepts 'token.good' cookies and counts its calls. */
function countingVerifier() {
  const calls: string[] = []
  return {
    calls,
    verify: (signed: string) => {
      calls.push(signed)
      return signed.endsWith('.good') ? `id-of-${signed.slice(0, -'.good'.length)}` : null
    },
  }
}

describe('VerifiedSessionCookies', () => {
  it('checks a cookie once and then answers its session id from memory', () => {
    const verifier = countingVerifier()
    const cookies = new VerifiedSessionCookies(verifier.verify)
    expect(cookies.sessionIdOf('a.good')).toBe('id-of-a')
    expect(cookies.sessionIdOf('a.good')).toBe('id-of-a')
    expect(cookies.sessionIdOf('b.good')).toBe('id-of-b')
    expect(verifier.calls).toEqual(['a.good', 'b.good'])
  })

  it('checks a refused cookie every time and keeps none', () => {
    const verifier = countingVerifier()
    const cookies = new VerifiedSessionCookies(verifier.verify)
    expect(cookies.sessionIdOf('a.forged')).toBeNull()
    expect(cookies.sessionIdOf('a.forged')).toBeNull()
    expect(verifier.calls).toEqual(['a.forged', 'a.forged'])
    expect(cookies.size).toBe(0)
  })

  it('keeps at most its bound, the oldest out first, and forged cookies push nothing out', () => {
    const verifier = countingVerifier()
    const cookies = new VerifiedSessionCookies(verifier.verify, 2)
    cookies.sessionIdOf('a.good')
    cookies.sessionIdOf('b.good')
    for (let i = 0; i < 100; i++) cookies.sessionIdOf(`x${i}.forged`)
    expect(cookies.size).toBe(2)
    verifier.calls.length = 0
    cookies.sessionIdOf('a.good')
    cookies.sessionIdOf('b.good')
    expect(verifier.calls).toEqual([])
    cookies.sessionIdOf('c.good')
    expect(cookies.size).toBe(2)
    cookies.sessionIdOf('a.good')
    expect(verifier.calls).toEqual(['c.good', 'a.good'])
  })
})
