import { GENERAL_DEVICE_BRAND } from '@contract/devices'
import { describe, expect, it } from 'vitest'
import { GENERAL_SUGGESTIONS, suggestionsFor } from './suggestions'

describe('suggestionsFor', () => {
  it('offers 3 generic questions for the general pseudo-device', () => {
    expect(suggestionsFor({ brand: GENERAL_DEVICE_BRAND, deviceType: 'other' })).toEqual(GENERAL_SUGGESTIONS)
    expect(GENERAL_SUGGESTIONS).toHaveLength(3)
  })

  it.each([
    'sonar',
    'fishfinder',
    'depthfinder',
    'chartplotter',
    'gps',
    'navigation',
    'radar',
    'autopilot',
    'other',
    'something new',
  ])('offers 4 distinct questions for a %s', (deviceType) => {
    const suggestions = suggestionsFor({ brand: 'Garmin', deviceType })
    expect(suggestions).toHaveLength(4)
    expect(new Set(suggestions).size).toBe(4)
  })

  it('fits the questions to the device type', () => {
    expect(suggestionsFor({ brand: 'Lowrance', deviceType: 'fishfinder' })).toContain(
      'What do the arches on my screen mean?',
    )
    expect(suggestionsFor({ brand: 'Garmin', deviceType: 'chartplotter' })).toContain(
      'Why does my plotter say no GPS fix?',
    )
    expect(suggestionsFor({ brand: 'Garmin', deviceType: 'Radar' })).toContain('How do I reduce sea clutter?')
  })
})
