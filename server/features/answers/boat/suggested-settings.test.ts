import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Boat, SuggestedSettings } from '../../../../contract/boats'
import { suggestedSettingsSchema } from '../../../../contract/boats'
import type { Manual } from '../../../../contract/devices'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../../test/context'
import { readGuides } from '../../knowledge/content'
import { deviceOf, TestBoats } from './test-boats'

let ctx: TestContext
let catalogue: Manual[] = []
const boats = new TestBoats(
  () => catalogue,
  () => ctx.database.db,
)
let owner: { cookie: string; id: number }
let stranger: { cookie: string; id: number }

beforeAll(async () => {
  ctx = await createTestContext({ content: true, loadBoat: boats.loadBoat })
  const a = await registerUser(ctx.app)
  const b = await registerUser(ctx.app)
  owner = { cookie: a.cookie, id: a.user.id }
  stranger = { cookie: b.cookie, id: b.user.id }
  catalogue = (await injectAs(ctx.app, owner.cookie, { method: 'GET', url: '/api/manuals' })).json()
})
afterAll(() => ctx.close())

const settingsUrl = (boat: Boat, deviceId: number) =>
  `/api/boats/${boat.id}/devices/${deviceId}/suggested-settings`

async function settingsOf(boat: Boat, model: string): Promise<SuggestedSettings> {
  const response = await injectAs(ctx.app, owner.cookie, {
    method: 'GET',
    url: settingsUrl(boat, deviceOf(boat, model).id),
  })
  expect(response.statusCode, response.body).toBe(200)
  return suggestedSettingsSchema.parse(response.json())
}

const guides = readGuides()
/** A line of a section as the reader sees it: no list marker, no bold, spaces collapsed. */
const plainLine = (line: string) =>
  line
    .replace(/^\s*(\d+[.)]|[-*•])\s+/, '')
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Every line cites a section of the device's own guides (its type's or every type's, its maker's or every
 * maker's), and says what that section says: the suggestion is found in one of its lines, the boat's figures
 * that select it (in brackets at the end) aside.
 */
function expectCitedFromTheGuides(
  settings: SuggestedSettings,
  device: { brand: string; deviceType: string },
) {
  expect(settings.settings.length).toBeGreaterThan(0)
  for (const line of settings.settings) {
    const section = guides.find((s) => s.guideTitle === line.source.title && s.title === line.source.heading)
    expect(section, `${line.setting}: ${line.source.title} > ${line.source.heading}`).toBeDefined()
    if (!section) continue
    expect(section.deviceTypes.length === 0 || section.deviceTypes.includes(device.deviceType)).toBe(true)
    expect(
      section.brands.length === 0 ||
        section.brands.some((b) => b.toLowerCase() === device.brand.toLowerCase()),
    ).toBe(true)
    // A span never stops inside brackets ('Frequency (MEGA for detail in water roughly under 30 ft').
    const opened = line.suggestion.match(/\(/g)?.length ?? 0
    expect(opened, `${line.setting}: "${line.suggestion}"`).toBe(line.suggestion.match(/\)/g)?.length ?? 0)
    const lines = section.body.split('\n').map(plainLine)
    const said = [line.suggestion, line.suggestion.replace(/ \([^()]*\)$/, '')]
    expect(
      lines.some((l) => said.some((s) => l.includes(s))),
      `${line.setting}: "${line.suggestion}" is not in ${section.title}`,
    ).toBe(true)
  }
}

const setting = (settings: SuggestedSettings, name: string) =>
  settings.settings.find((s) => s.setting === name)

describe('GET /api/boats/:id/devices/:deviceId/suggested-settings', () => {
  it('suggests a sonar’s frequency, imaging, ping speed, range and keel offset for a fresh-water bass boat, each from its section', async () => {
    const bassBoat = boats.add(owner.id, {
      name: 'Bass boat',
      kind: 'fishing',
      lengthFt: 20,
      water: 'fresh',
      depthMinFt: 5,
      depthMaxFt: 40,
      cruisingSpeed: 50,
      speedUnit: 'mph',
      devices: [
        { brand: 'Humminbird', model: 'HELIX 10 CHIRP MEGA SI+ GPS G4N', networks: ['ethernet'] },
        { brand: 'Garmin', model: 'STRIKER 4' },
      ],
    })
    const helix = deviceOf(bassBoat, 'HELIX 10 CHIRP MEGA SI+ GPS G4N')
    const settings = await settingsOf(bassBoat, helix.model)
    expect(settings).toMatchObject({ boatId: bassBoat.id, deviceId: helix.id })
    expect(settings.note).toBeUndefined()
    expectCitedFromTheGuides(settings, helix)
    // The boat's figures select the sentence: fresh water and its depths for the frequency, its speed for pings.
    expect(setting(settings, 'Frequency')?.suggestion).toMatch(/\(fresh water, 5-40 ft\)$/)
    expect(setting(settings, 'Frequency')?.suggestion).toMatch(/freshwater|lakes/i)
    // Its side imaging is set apart, its range from the boat's depths; the card stays a handful of lines, and
    // keeps the lines in its maker's words (Humminbird's chart speed) with the tailored ones.
    expect(setting(settings, 'Imaging range')?.suggestion).toMatch(/times the depth.*\(5-40 ft\)$/)
    expect(setting(settings, 'Imaging chart speed')?.suggestion).toMatch(/3 to 6 mph/)
    expect(settings.settings.length).toBeLessThanOrEqual(6)

    // A sonar without imaging on the same boat: its pings from the boat's speed, its depth range, its keel offset.
    const striker = deviceOf(bassBoat, 'STRIKER 4')
    const plain = await settingsOf(bassBoat, striker.model)
    expectCitedFromTheGuides(plain, striker)
    expect(setting(plain, 'Ping speed')?.suggestion).toMatch(/at speed.*\(50 mph\)$/)
    expect(setting(plain, 'Depth range')?.suggestion).toMatch(/range/)
    // The sign to enter and why, not the whole list item around it.
    expect(setting(plain, 'Keel offset')?.suggestion).toMatch(/negative number.*keel/)
    expect(setting(plain, 'Keel offset')?.suggestion).not.toMatch(/^Negative offset = /)

    // Offshore in deep salt water the same sonar is told otherwise, from the same guides.
    const offshore = boats.add(owner.id, {
      name: 'Offshore',
      water: 'salt',
      depthMinFt: 20,
      depthMaxFt: 600,
      cruisingSpeed: 25,
      speedUnit: 'kn',
      devices: [
        { brand: 'Humminbird', model: 'HELIX 10 CHIRP MEGA SI+ GPS G4N' },
        { brand: 'Furuno', model: 'TZtouch3 TZT12F' },
      ],
    })
    const deep = await settingsOf(offshore, helix.model)
    expectCitedFromTheGuides(deep, helix)
    expect(setting(deep, 'Frequency')?.suggestion).toMatch(/low chirp|50 khz/i)
    expect(setting(deep, 'Frequency')?.suggestion).toMatch(/\(salt water, 20-600 ft\)$/)
    // Where to start the shallow alarm, not the guides' advice for one case ('If your offset is set to ...').
    const furuno = deviceOf(offshore, 'TZtouch3 TZT12F')
    const plotter = await settingsOf(offshore, furuno.model)
    expectCitedFromTheGuides(plotter, furuno)
    expect(setting(plotter, 'Shallow water alarm')?.suggestion).toMatch(/draft plus a (safety )?margin/)
    expect(setting(plotter, 'Shallow water alarm')?.suggestion).not.toMatch(/^if\b/i)
  })

  it('tells a sonar without CHIRP a frequency it has, and a live sonar its range ahead, each from its section', async () => {
    const lakeBoat = boats.add(owner.id, {
      name: 'Lake boat',
      kind: 'fishing',
      water: 'fresh',
      depthMinFt: 5,
      depthMaxFt: 30,
      cruisingSpeed: 20,
      speedUnit: 'mph',
      devices: [
        { brand: 'Humminbird', model: 'PIRANHAMAX 4 DI' },
        { brand: 'Humminbird', model: 'MEGA Live 2 TargetLock', networks: ['ethernet'] },
      ],
    })
    const piranha = deviceOf(lakeBoat, 'PIRANHAMAX 4 DI')
    const basic = await settingsOf(lakeBoat, piranha.model)
    expectCitedFromTheGuides(basic, piranha)
    expect(setting(basic, 'Frequency')?.suggestion).toMatch(/200 kHz.*\(fresh water\)$/)
    expect(setting(basic, 'Frequency')?.suggestion).not.toMatch(/^\W*(low|medium|high) chirp/i)
    expect(setting(basic, 'Low battery alarm')?.suggestion).toMatch(/\d+(\.\d+)? to \d+ V/)

    const live = deviceOf(lakeBoat, 'MEGA Live 2 TargetLock')
    const liveSettings = await settingsOf(lakeBoat, live.model)
    expectCitedFromTheGuides(liveSettings, live)
    expect(setting(liveSettings, 'Live sonar range')?.suggestion).toMatch(/\d+ to \d+ ft/)
    // It draws no 2D sonar: the display's ping speed and depth range are not its settings.
    expect(setting(liveSettings, 'Ping speed')).toBeUndefined()
    expect(setting(liveSettings, 'Depth range')).toBeUndefined()
  })

  it('suggests an autopilot’s response and wind mode on a sailboat, and no wind mode on a powerboat', async () => {
    const sailboat = boats.add(owner.id, {
      name: 'Sloop',
      kind: 'sail',
      lengthFt: 30,
      water: 'salt',
      depthMinFt: 10,
      depthMaxFt: 300,
      cruisingSpeed: 6,
      speedUnit: 'kn',
      devices: [{ brand: 'Simrad', model: 'NAC-3 Autopilot Computer', networks: ['nmea2000'] }],
    })
    const pilot = deviceOf(sailboat, 'NAC-3 Autopilot Computer')
    const settings = await settingsOf(sailboat, pilot.model)
    expectCitedFromTheGuides(settings, pilot)
    expect(setting(settings, 'Response level')?.suggestion).toMatch(/response/i)
    expect(setting(settings, 'Wind mode')?.suggestion).toMatch(/sailboats.*\(30 ft sailboat\)$/)
    expect(setting(settings, 'Boat type')?.suggestion).toMatch(/sail.*\(30 ft sailboat\)$/)

    const powerboat = boats.add(owner.id, {
      name: 'Cruiser',
      kind: 'power',
      water: 'salt',
      devices: [{ brand: 'Simrad', model: 'NAC-3 Autopilot Computer' }],
    })
    const power = await settingsOf(powerboat, pilot.model)
    expect(setting(power, 'Wind mode')).toBeUndefined()
    expect(setting(power, 'Response level')).toBeDefined()
  })

  it('says the guides hold nothing to tailor for the owner’s own device, and for a device they hold no setting of', async () => {
    const boat = boats.add(owner.id, {
      name: 'Skiff',
      devices: [
        { own: { brand: 'Acme', model: 'Seeker 5', deviceType: 'fishfinder' } },
        { brand: 'Icom', model: 'IC-M424G' },
      ],
    })
    const own = await settingsOf(boat, 'Seeker 5')
    expect(own.settings).toEqual([])
    expect(own.note).toMatch(/your own device.*nothing to tailor/)
    const radio = await settingsOf(boat, 'IC-M424G')
    expect(radio.settings).toEqual([])
    expect(radio.note).toMatch(/nothing to tailor/)
  })

  it('answers only the owner: 404 for another owner’s boat, an unknown boat or a device not on it; 401 signed out', async () => {
    const boat = boats.add(owner.id, { name: 'Mine', devices: [{ brand: 'Garmin', model: 'STRIKER 4' }] })
    const striker = deviceOf(boat, 'STRIKER 4')
    const theirs = await injectAs(ctx.app, stranger.cookie, {
      method: 'GET',
      url: settingsUrl(boat, striker.id),
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe('Boat not found')
    const unknown = await injectAs(ctx.app, owner.cookie, {
      method: 'GET',
      url: `/api/boats/999999/devices/${striker.id}/suggested-settings`,
    })
    expect(unknown.statusCode).toBe(404)
    const notOnIt = await injectAs(ctx.app, owner.cookie, { method: 'GET', url: settingsUrl(boat, 999_999) })
    expect(notOnIt.statusCode).toBe(404)
    const signedOut = await ctx.app.inject({ method: 'GET', url: settingsUrl(boat, striker.id) })
    expect(signedOut.statusCode).toBe(401)
    const badId = await injectAs(ctx.app, owner.cookie, {
      method: 'GET',
      url: `/api/boats/x/devices/1/suggested-settings`,
    })
    expect(badId.statusCode).toBe(400)
  })
})
