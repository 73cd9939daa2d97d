import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readGuides, readNextSteps } from './content'

const guide = `---
id: sonar
title: Sonar
---

## Losing the bottom

Aeration.

## Mounting height

Lower it.
`

describe('the guides’ next steps', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  function contentWith(nextSteps: unknown): string {
    dir = mkdtempSync(join(tmpdir(), 'content-'))
    mkdirSync(join(dir, 'guides'))
    writeFileSync(join(dir, 'guides', 'sonar.md'), guide)
    writeFileSync(join(dir, 'guides', 'next-steps.json'), JSON.stringify(nextSteps))
    return dir
  }

  it('reads both kinds, in their order', () => {
    const steps = readNextSteps(
      contentWith({ 'sonar/losing-the-bottom': { stillFailing: ['sonar/mounting-height'] } }),
    )
    expect(steps.get('sonar/losing-the-bottom')).toEqual({
      stillFailing: ['sonar/mounting-height'],
      next: [],
    })
  })

  it.each([
    [{ 'sonar/losing-the-bottom': { next: ['sonar/no-such-section'] } }, 'no section sonar/no-such-section'],
    [{ 'sonar/gone': { next: ['sonar/mounting-height'] } }, 'no section sonar/gone'],
    [{ 'sonar/losing-the-bottom': { stillFailing: ['sonar/losing-the-bottom'] } }, 'points at itself'],
  ])('refuses %j', (nextSteps, message) => {
    expect(() => readNextSteps(contentWith(nextSteps))).toThrow(message)
  })

  it('ships a flow whose every id names a section, over titles unique across the guides', () => {
    const sections = readGuides()
    expect(readNextSteps(undefined, sections).size).toBeGreaterThan(200)
    const titles = sections.map((s) => s.title.toLowerCase())
    expect(new Set(titles).size).toBe(titles.length)
  })
})
