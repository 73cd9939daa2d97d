import { describe, expect, it } from 'vitest'
import { clampZoom, readableZoom, zoomedIn, zoomedOut } from './zoom'

describe('the page viewer zoom', () => {
  it('opens zoomed in on a phone, so body text is readable, and fitted on a wider screen', () => {
    expect(readableZoom(375)).toBe(2)
    expect(readableZoom(320)).toBe(2.5)
    expect(readableZoom(768)).toBe(1)
    expect(readableZoom(1280)).toBe(1)
  })

  it('steps to the next level from wherever a pinch left it, within its ends', () => {
    expect(zoomedIn(1)).toBe(1.25)
    expect(zoomedIn(1.7)).toBe(2)
    expect(zoomedOut(1.7)).toBe(1.5)
    expect(zoomedIn(4)).toBe(4)
    expect(zoomedOut(1)).toBe(1)
    expect(clampZoom(0.4)).toBe(1)
    expect(clampZoom(9)).toBe(4)
  })
})
