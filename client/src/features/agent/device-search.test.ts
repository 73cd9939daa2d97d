import { describe, expect, it } from 'vitest'
import seeded from '../../../../content/catalogue/devices.json'
import { searchDevices, searchWords } from './device-search'
import type { Device } from './devices'

function device(id: number, brand: string, model: string, deviceType: string): Device {
  return { id, brand, model, deviceType, specifications: '', createdAt: '2025-04-01T00:00:00.000Z' }
}

const general = device(1, 'General Device Question', 'General Question', 'other')
const echomap = device(2, 'Garmin', 'ECHOMAP UHD2 93sv', 'chartplotter')
const striker = device(3, 'Garmin', 'STRIKER Vivid 7cv', 'fishfinder')
const hds = device(4, 'Lowrance', 'HDS-9 Live', 'chartplotter')
const helix = device(5, 'Humminbird', 'HELIX 7 CHIRP MEGA SI', 'fishfinder')
const radar = device(6, 'Raymarine', 'Quantum 2 Q24D', 'radar')
const catalogue = [general, echomap, striker, hds, helix, radar]

const ids = (devices: Device[]) => devices.map((d) => d.id)

describe('searchWords', () => {
  it('lower-cases, reads hyphens as spaces and splits on any whitespace', () => {
    expect(searchWords('  HDS-9\tLive  ')).toEqual(['hds', '9', 'live'])
    expect(searchWords('   ')).toEqual([])
  })
})

describe('searchDevices', () => {
  it('shows every device in server order for an empty search', () => {
    expect(ids(searchDevices(catalogue, ''))).toEqual([1, 2, 3, 4, 5, 6])
    expect(ids(searchDevices(catalogue, '  '))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('matches a word anywhere in brand, model or type, ignoring case', () => {
    expect(ids(searchDevices(catalogue, 'garmin'))).toEqual([2, 3])
    expect(ids(searchDevices(catalogue, 'ECHO'))).toEqual([2])
    expect(ids(searchDevices(catalogue, 'radar'))).toEqual([6])
    expect(ids(searchDevices(catalogue, 'fishfinder'))).toEqual([3, 5])
  })

  it('reads hyphens as spaces on both sides', () => {
    // '9' alone also appears in '93sv', so the ECHOMAP matches too, behind the HDS-9 that has both words.
    expect(ids(searchDevices(catalogue, 'hds-9'))).toEqual([4, 2])
    expect(ids(searchDevices(catalogue, 'HDS 9'))).toEqual([4, 2])
    expect(ids(searchDevices([device(7, 'Lowrance', 'Elite FS 9', 'fish-finder')], 'fish finder'))).toEqual([
      7,
    ])
  })

  it('matches a device when ANY word appears, devices with more matching words first', () => {
    expect(ids(searchDevices(catalogue, 'lowrance raymarine'))).toEqual([4, 6])
    expect(ids(searchDevices(catalogue, 'garmin striker'))).toEqual([3, 2])
  })

  it('finds nothing for words no device has', () => {
    expect(searchDevices(catalogue, 'simrad')).toEqual([])
  })

  it.each(['general', 'question', 'help', 'common', 'any', 'all'])(
    "floats 'General Device Question' to the top for '%s'",
    (word) => {
      expect(searchDevices(catalogue, `${word} garmin`)[0]).toBe(general)
    },
  )

  it('floats the general entry even when it would otherwise match less well, without repeating it', () => {
    const result = searchDevices(catalogue, 'help garmin striker')
    expect(ids(result)).toEqual([1, 3, 2])
  })

  it('copes with a list that has no general entry', () => {
    expect(ids(searchDevices([echomap, hds], 'help'))).toEqual([])
  })

  it('does not change the list it is given', () => {
    const list = [...catalogue]
    searchDevices(list, 'garmin striker')
    expect(list).toEqual(catalogue)
  })
})

/**
 * The seeded catalogue (content/catalogue/devices.json) as GET /api/manuals lists it: 'General Device Question'
 * first, then by brand and model, ignoring case (listManuals in server/features/devices/service.ts).
 */
const real: Device[] = seeded
  .map((entry, index) => ({ id: index + 1, createdAt: '2025-04-01T00:00:00.000Z', ...entry }))
  .sort(
    (a, b) =>
      Number(b.brand === general.brand) - Number(a.brand === general.brand) ||
      a.brand.toLowerCase().localeCompare(b.brand.toLowerCase()) ||
      a.model.toLowerCase().localeCompare(b.model.toLowerCase()),
  )
const models = (devices: Device[]) => devices.map((d) => `${d.brand} ${d.model}`)

describe('searchDevices ranks the best match first (the seeded catalogue)', () => {
  it('lists the catalogue as the server does, with the older ECHOMAP ahead of the UHD2', () => {
    // The order that made a plain filter pick the wrong ECHOMAP: the ranking must not depend on it.
    const garmins = models(real.filter((d) => d.brand === 'Garmin'))
    expect(garmins[0]).toBe('Garmin AIS 800')
    expect(garmins.indexOf('Garmin ECHOMAP UHD 73sv')).toBeLessThan(
      garmins.indexOf('Garmin ECHOMAP UHD2 93sv'),
    )
  })

  it("puts the model the search names first: 'ECHOMAP UHD2' is the UHD2, not the UHD 73sv", () => {
    expect(models(searchDevices(real, 'ECHOMAP UHD2'))).toEqual([
      'Garmin ECHOMAP UHD2 93sv',
      'Garmin ECHOMAP UHD 73sv',
    ])
    expect(models(searchDevices(real, 'echomap uhd 73sv'))[0]).toBe('Garmin ECHOMAP UHD 73sv')
    expect(models(searchDevices(real, 'garmin echomap uhd2'))[0]).toBe('Garmin ECHOMAP UHD2 93sv')
  })

  it('an exact model comes before models that only start with it', () => {
    const hook = [
      device(1, 'Lowrance', 'HOOK2 4x', 'fishfinder'),
      device(2, 'Lowrance', 'HOOK2', 'fishfinder'),
    ]
    expect(ids(searchDevices(hook, 'hook2'))).toEqual([2, 1])
    expect(ids(searchDevices(hook, 'Lowrance HOOK2'))).toEqual([2, 1])
  })

  it("lists the ECHOMAPs first for 'garmin echomap', then the other Garmins", () => {
    const result = models(searchDevices(real, 'garmin echomap'))
    expect(result.slice(0, 2)).toEqual(['Garmin ECHOMAP UHD 73sv', 'Garmin ECHOMAP UHD2 93sv'])
    // Every other Garmin follows (the brand alone matches), in the catalogue's order.
    expect(result.slice(2, 4)).toEqual(['Garmin AIS 800', 'Garmin GHP Reactor 40 Hydraulic Autopilot'])
    expect(result.every((name) => name.startsWith('Garmin '))).toBe(true)
  })

  it('ranks devices with every word, in any order, before devices with some of them', () => {
    expect(models(searchDevices(real, 'echomap garmin')).slice(0, 2)).toEqual([
      'Garmin ECHOMAP UHD 73sv',
      'Garmin ECHOMAP UHD2 93sv',
    ])
    // Both words somewhere: STRIKERs are Garmin fishfinders; other fishfinders and Garmins follow.
    expect(models(searchDevices(real, 'garmin fishfinder')).slice(0, 2)).toEqual([
      'Garmin STRIKER 4',
      'Garmin STRIKER Vivid 7cv',
    ])
  })

  it('models starting with the search, then containing it at a word, then anywhere, then brands', () => {
    expect(models(searchDevices(real, 'hds'))).toEqual(['Lowrance HDS Live 12', 'Lowrance HDS PRO 10'])
    // 'live' starts a word in four models (LiveScope too); no brand or type has it.
    expect(models(searchDevices(real, 'live'))).toEqual([
      'Garmin Panoptix LiveScope System (LVS32)',
      'Humminbird MEGA Live 2 TargetLock',
      'Lowrance ActiveTarget 2 Live Sonar',
      'Lowrance HDS Live 12',
    ])
    // 'sonar' in a model name beats the devices whose type is sonar.
    expect(models(searchDevices(real, 'sonar')).slice(0, 2)).toEqual([
      'Deeper Smart Sonar CHIRP+ 2',
      'Lowrance ActiveTarget 2 Live Sonar',
    ])
    const map = models(searchDevices(real, 'map'))
    expect(map.slice(0, 2)).toEqual(['Garmin ECHOMAP UHD 73sv', 'Garmin ECHOMAP UHD2 93sv'])
  })

  it("a brand's name lists its devices below models that start with it", () => {
    const brandAndModel = [
      device(1, 'Deeper', 'PRO+ 2', 'sonar'),
      device(2, 'Acme', 'Deeper Scan 3', 'sonar'),
    ]
    expect(ids(searchDevices(brandAndModel, 'deeper'))).toEqual([2, 1])
  })
})
