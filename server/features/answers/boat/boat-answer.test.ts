import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Conversation } from '../../../../contract/conversations'
import type { Manual } from '../../../../contract/devices'
import { type QueryResponse, queryResponseSchema } from '../../../../contract/query'
import { boatDevices, boats as boatRows, queries, users } from '../../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../../test/context'
import { readGuides } from '../../knowledge/content'
import { namedByModelPrefix, withoutAskingForMore } from './boat-answer'
import { devicesOnBoard, partsNamedIn } from './on-board'
import { requirementsIn, specificationRequirements } from './requirements'
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

const ask = (payload: Record<string, unknown>, cookie = owner.cookie) =>
  injectAs(ctx.app, cookie, { method: 'POST', url: '/api/query', payload })

async function answer(payload: Record<string, unknown>): Promise<QueryResponse> {
  await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, owner.id))
  const response = await ask(payload)
  expect(response.statusCode, response.body).toBe(200)
  return queryResponseSchema.parse(response.json())
}

const guides = readGuides()
/** The guide section a source cites ('Guide title: Section title'). */
const sectionCited = (title: string) => guides.find((s) => `${s.guideTitle}: ${s.title}` === title)
const plainText = (markdown: string) => markdown.replace(/\*\*|`/g, '').replace(/\s+/g, ' ')

/** The '**Part**: ...' line of an answer's 'What it takes on this boat'. */
const partLine = (text: string, part: string) =>
  text.split('\n').find((line) => line.startsWith(`- **${part}**:`)) ?? ''

/** The quotes of a part's line with the sources they cite, each checked against its source's text. */
function expectQuotesFromTheirSources(response: QueryResponse, line: string) {
  const quotes = [...line.matchAll(/_"([^"]+)"_ \[(\d+)\]/g)]
  expect(quotes.length).toBeGreaterThan(0)
  for (const [, quote, n] of quotes) {
    const source = response.sources[Number(n) - 1]
    expect(source, `source [${n}]`).toBeDefined()
    const section = sectionCited(source?.title ?? '')
    const text = section
      ? plainText(section.body)
      : (catalogue.find((m) => `${m.brand} ${m.model} specifications` === source?.title)?.specifications ??
        '')
    expect(plainText(text)).toContain(plainText(quote as string))
  }
}

const autopilotBoat = (name: string, extra: Parameters<TestBoats['add']>[1]['devices'] = []) =>
  boats.add(owner.id, {
    name,
    kind: 'sail',
    lengthFt: 34,
    water: 'salt',
    devices: [
      { brand: 'Simrad', model: 'NAC-3 Autopilot Computer', networks: ['nmea2000'] },
      { brand: 'Simrad', model: 'AP44 Autopilot Controller', networks: ['nmea2000'] },
      { brand: 'Simrad', model: 'NSX 3009', networks: ['nmea2000', 'ethernet'] },
      { brand: 'Vexilar', model: 'FL-18 Ultra Pack' },
      ...extra,
    ],
  })

describe('a question about the whole boat (POST /api/query with boatId)', () => {
  it('names the devices it draws on and how they connect, and a part a guide says is needed and the boat lacks', async () => {
    const boat = autopilotBoat('Osprey')
    const response = await answer({ manualId: 0, boatId: boat.id, query: "why won't my autopilot engage" })
    const text = response.response
    expect(text).toMatch(
      /^For your boat \*\*Osprey\*\*, from the guides of its .*\*\*Simrad NAC-3 Autopilot Computer\*\* \(autopilot\)/,
    )
    expect(text).toContain(
      '**On this boat:** NMEA 2000 connects the **Simrad NAC-3 Autopilot Computer**, **Simrad AP44 Autopilot Controller**, and **Simrad NSX 3009**',
    )
    // The ice flasher's guides have nothing to do with it: it is on the boat, not among what the answer draws on,
    // and the boat's networks are told for the devices the answer involves, the others counted.
    expect(text.split('\n')[0]).not.toContain('Vexilar')
    const connections = text.split('\n').find((line) => line.startsWith('**On this boat:**')) ?? ''
    expect(connections).not.toContain('Vexilar')
    expect(connections).toContain('(1 other device on board is not involved.)')
    expect(partLine(text, 'A chartplotter')).toContain(
      'On this boat the **Simrad NSX 3009** shares NMEA 2000 with the **Simrad NAC-3 Autopilot Computer**.',
    )
    // The guide says the pilot cannot steer without a heading sensor; no device on the boat lists one.
    const heading = partLine(text, 'A heading sensor')
    expect(heading).toContain('without a heading sensor')
    expect(heading).toContain(
      '**Missing on this boat:** none of its devices lists a heading sensor in its specifications.',
    )
    expectQuotesFromTheirSources(response, heading)
    // Then the steps of the section that answers, cited as today.
    expect(text).toContain('### Autopilot will not engage')
    expect(response.sources.map((s) => s.title)).toContain('Using your autopilot: Autopilot will not engage')
    expect(response.usage.queriesUsed).toBe(1)

    const [recorded] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.userId, owner.id))
      .orderBy(desc(queries.id))
      .limit(1)
    expect(recorded).toMatchObject({
      deviceId: null,
      deviceLabel: 'Osprey',
      status: 'answered',
      counted: true,
    })
  })

  it('says where the part is when the boat has it: on a shared network, or on the boat but not connected', async () => {
    const connected = autopilotBoat('Tern', [
      { brand: 'Simrad', model: 'Precision-9 Compass', networks: ['nmea2000'] },
    ])
    const withCompass = await answer({
      manualId: 0,
      boatId: connected.id,
      query: "why won't my autopilot engage",
    })
    const heading = partLine(withCompass.response, 'A heading sensor')
    expect(heading).toContain(
      'On this boat the **Simrad Precision-9 Compass** shares NMEA 2000 with the **Simrad NAC-3 Autopilot Computer**.',
    )
    expect(withCompass.response).not.toContain('Missing on this boat')

    const apart = autopilotBoat('Gannet', [{ brand: 'Simrad', model: 'Precision-9 Compass' }])
    const unplugged = await answer({ manualId: 0, boatId: apart.id, query: "why won't my autopilot engage" })
    expect(partLine(unplugged.response, 'A heading sensor')).toContain(
      'The **Simrad Precision-9 Compass** is on this boat but shares no network with the **Simrad NAC-3 Autopilot Computer**; both can join NMEA 2000',
    )
  })

  it("quotes a guide's switch or expansion port when the Ethernet of two devices asked about joins more than two", async () => {
    const walleye = (name: string, liveSonar: boolean) =>
      boats.add(owner.id, {
        name,
        devices: [
          { brand: 'Lowrance', model: 'HDS PRO 10', networks: ['ethernet', 'nmea2000'] },
          { brand: 'Lowrance', model: 'Elite FS 9', networks: ['ethernet', 'nmea2000'] },
          ...(liveSonar
            ? [{ brand: 'Lowrance', model: 'ActiveTarget 2 Live Sonar', networks: ['ethernet' as const] }]
            : []),
        ],
      })
    const question = 'can i see the same sonar on both the hds and the elite'
    const three = await answer({ manualId: 0, boatId: walleye('Walleye', true).id, query: question })
    expect(partLine(three.response, 'A network switch or expansion port')).toContain(
      '_"If more than two devices are connected, a network switch or expansion port is often needed."_',
    )
    expect(partLine(three.response, 'A network switch or expansion port')).toContain(
      "On this boat Maker's Ethernet joins 3 devices: the **Lowrance HDS PRO 10**, **Lowrance Elite FS 9**, and **Lowrance ActiveTarget 2 Live Sonar**.",
    )
    const two = await answer({ manualId: 0, boatId: walleye('Perch', false).id, query: question })
    expect(two.response).not.toContain('network switch or expansion port')
  })

  it('names the converter a device on NMEA 0183 only needs to feed one that is not on it', async () => {
    const boat = boats.add(owner.id, {
      name: 'Canyon',
      water: 'salt',
      devices: [
        { brand: 'Furuno', model: 'TZtouch3 TZT12F', networks: ['ethernet', 'nmea2000'] },
        { brand: 'Furuno', model: 'DRS4D-NXT', networks: ['ethernet'] },
        { brand: 'Furuno', model: 'PG-700', networks: ['nmea0183'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'no radar overlay on the tzt even tho the pg-700 is wired in',
    })
    const converter = partLine(response.response, 'A converter for NMEA 0183')
    expect(converter).toContain('The **Furuno PG-700** is on NMEA 0183 only')
    expect(converter).toContain('**Missing on this boat:** a converter between them')
    expectQuotesFromTheirSources(response, converter)
    // The heading sensor asked about is not told it has its own heading: the radar it feeds is checked.
    expect(partLine(response.response, 'A heading sensor')).not.toContain('has its own')
    // The radar asked about is looked for from the plotter named with it, not from the heading sensor; and
    // 'a heading sensor, separate from GPS' asks for no GPS.
    expect(partLine(response.response, 'A radar')).toContain(
      "On this boat the **Furuno DRS4D-NXT** shares Maker's Ethernet with the **Furuno TZtouch3 TZT12F**.",
    )
    expect(partLine(response.response, 'GPS')).toBe('')

    const joined = boats.add(owner.id, {
      name: 'Canyon 2',
      water: 'salt',
      devices: [
        { brand: 'Furuno', model: 'TZtouch3 TZT12F', networks: ['ethernet', 'nmea2000'] },
        { brand: 'Furuno', model: 'DRS4D-NXT', networks: ['ethernet'] },
        { brand: 'Furuno', model: 'PG-700', networks: ['nmea0183', 'nmea2000'] },
      ],
    })
    const wired = await answer({
      manualId: 0,
      boatId: joined.id,
      query: 'no radar overlay on the tzt even tho the pg-700 is wired in',
    })
    expect(wired.response).not.toContain('A converter for NMEA 0183')
  })

  it("names the transducer a display's own sonar needs when the boat has none", async () => {
    const boat = boats.add(owner.id, {
      name: 'Fulmar',
      kind: 'sail',
      water: 'salt',
      devices: [
        { brand: 'Raymarine', model: 'Axiom 2 Pro 12 RVM', networks: ['nmea2000'] },
        { brand: 'Raymarine', model: 'i70s', networks: ['nmea2000'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'which of my screens shows the depth',
    })
    const line = partLine(response.response, 'A transducer')
    expect(line).toContain('(with a compatible RealVision transducer)')
    expect(line).toContain('**Missing on this boat:** there is no transducer or depth sensor on this boat.')
    expectQuotesFromTheirSources(response, line)
  })

  it('says a device has none of a part when its specifications say so, then where the boat has one', async () => {
    const boat = boats.add(owner.id, {
      name: 'Jon boat',
      devices: [
        { brand: 'Lowrance', model: 'HOOK2 4x' },
        { brand: 'Deeper', model: 'PRO+ 2', networks: ['wifi'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'the hook2 doesnt show where we are on the lake at all, is it broken?',
    })
    const gps = partLine(response.response, 'GPS')
    expect(gps).toContain(
      'The **Lowrance HOOK2 4x** has none: its specifications say _Type: entry-level 4-inch fishfinder (sonar only, no GPS on the standard 4x model)_.',
    )
    expect(gps).toContain(
      'The **Deeper PRO+ 2** is on this boat but shares no network with the **Lowrance HOOK2 4x**',
    )
  })

  it('takes a VHF radio as a part of the boat the question may name ("the radio")', async () => {
    const boat = boats.add(owner.id, {
      name: 'Petrel',
      water: 'salt',
      devices: [
        { brand: 'Garmin', model: 'GPSMAP 8610', networks: ['nmea2000'] },
        { brand: 'Garmin', model: 'VHF 215 AIS', networks: ['nmea2000'] },
      ],
    })
    const onBoard = await devicesOnBoard(ctx.database.db, boat)
    const radio = onBoard.find((o) => o.device.model === 'VHF 215 AIS')
    expect(radio?.provides.get('vhf')).toMatch(/^Type: fixed-mount marine VHF radio/)
    expect(partsNamedIn('i hit distress on the radio')).toContain('vhf')
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'if somebody falls overboard and i hit distress on the radio does the plotter do anything',
    })
    // Both named, both drawn on, and the man overboard procedure leads.
    expect(response.response).toMatch(
      /from the guides of its .*Garmin VHF 215 AIS.*Garmin GPSMAP 8610|from the guides of its .*Garmin GPSMAP 8610.*Garmin VHF 215 AIS/,
    )
    expect(response.response).toContain('### Man overboard with a VHF radio')
  })

  it('searches the guides without "anything else I need": the boat\'s own needs answer it', async () => {
    expect(withoutAskingForMore('can i get the radar on the chart on the axiom, anything else i need?')).toBe(
      'can i get the radar on the chart on the axiom',
    )
    expect(withoutAskingForMore('what else do i need for radar overlay')).toBe('for radar overlay')
    expect(withoutAskingForMore('is there anything else i have to buy')).toBe(
      'is there anything else i have to buy',
    )
    const boat = boats.add(owner.id, {
      name: 'Skua',
      water: 'salt',
      devices: [
        { brand: 'Raymarine', model: 'Axiom 2 Pro 12 RVM', networks: ['nmea2000', 'ethernet', 'wifi'] },
        { brand: 'Raymarine', model: 'Quantum 2 Q24D', networks: ['wifi'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'can i get the radar on the chart on the axiom, anything else i need?',
    })
    // Led by the overlay, not by buying a radar nor by updating over the Wi-Fi the two share.
    expect(response.response).toContain('### Overlaying radar on the chart')
    expect(response.response).not.toContain('### Deciding whether you need radar')
    expect(partLine(response.response, 'A heading sensor')).toContain('Missing on this boat')
  })

  it("says when a guide's words keep two makers' devices apart on one maker's Ethernet", async () => {
    const boat = boats.add(owner.id, {
      name: 'Mixed',
      water: 'salt',
      devices: [
        { brand: 'Raymarine', model: 'Axiom 2 Pro 12 RVM', networks: ['nmea2000', 'ethernet'] },
        { brand: 'Garmin', model: 'GMR Fantom 24x', networks: ['ethernet'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'can I see my radar on the Axiom at the helm',
    })
    const text = response.response
    expect(partLine(text, 'A radar')).toContain(
      "the **Garmin GMR Fantom 24x** shares Maker's Ethernet with the **Raymarine Axiom 2 Pro 12 RVM**",
    )
    const makers = partLine(text, "One maker's network")
    expect(makers).toContain('brand-specific')
    expect(makers).toContain('are of different makers')
    expectQuotesFromTheirSources(response, makers)
  })

  it("quotes the guides on the makers' Ethernet when two makers' devices are joined on it, whatever the answer leads with", async () => {
    const boat = boats.add(owner.id, {
      name: 'Walleye troller',
      devices: [
        { brand: 'Garmin', model: 'GPSMAP 1223xsv', networks: ['nmea2000', 'ethernet'] },
        { brand: 'Lowrance', model: 'ActiveTarget 2 Live Sonar', networks: ['ethernet'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      // 'the 1223' names the GPSMAP 1223xsv by the start of its model code.
      query: 'plugged the activetarget 2 module into the network port on the 1223 and nothing shows up',
    })
    const makers = partLine(response.response, "One maker's network")
    expect(makers).toMatch(/brand-specific/i)
    expect(makers).toContain('are of different makers')
    expectQuotesFromTheirSources(response, makers)
  })

  it("says when the text asks for the device's own maker's part and the boat's is another maker's", async () => {
    const boat = boats.add(owner.id, {
      name: 'Skiff',
      devices: [
        { brand: 'Garmin', model: 'Panoptix LiveScope System (LVS32)', networks: ['ethernet'] },
        { brand: 'Humminbird', model: 'HELIX 10 CHIRP MEGA SI+ GPS G4N', networks: ['nmea2000', 'ethernet'] },
        { brand: 'Garmin', model: 'ECHOMAP UHD2 93sv', networks: ['nmea2000'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'can I see livescope on my displays?',
    })
    // The LiveScope guide asks for 'a compatible networked Garmin chartplotter'.
    const plotter = partLine(response.response, 'A chartplotter')
    expect(plotter).toContain('Garmin chartplotter')
    expect(plotter).toContain(
      'The text asks for a Garmin one: the **Humminbird HELIX 10 CHIRP MEGA SI+ GPS G4N** is a Humminbird.',
    )
    expect(plotter).toContain(
      'The **Garmin ECHOMAP UHD2 93sv** is a Garmin but shares no network with the **Garmin Panoptix LiveScope System (LVS32)**.',
    )
    expectQuotesFromTheirSources(response, plotter)
  })

  it('declines an off-topic question without spending a query, and keeps a boat conversation going', async () => {
    const boat = autopilotBoat('Puffin')
    const declined = await answer({ manualId: 0, boatId: boat.id, query: 'who won the super bowl' })
    expect(declined.declined).toBe(true)
    expect(declined.usage.queriesUsed).toBe(0)

    const first = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'how do i calibrate the autopilot compass',
    })
    const next = await answer({
      manualId: 0,
      boatId: boat.id,
      conversationId: first.conversationId,
      query: 'and how do i set the compass offset after that',
    })
    expect(next.conversationId).toBe(first.conversationId)
    expect(next.response).toMatch(/^For your boat \*\*Puffin\*\*/)
    const conversation: Conversation = (
      await injectAs(ctx.app, owner.cookie, {
        method: 'GET',
        url: `/api/conversations/${first.conversationId}`,
      })
    ).json()
    expect(conversation.messages).toHaveLength(4)
    expect(conversation.device).toMatchObject({ manualId: null, label: 'Puffin', customDevice: null })
  })

  it('streams the same boat answer on /api/query/stream', async () => {
    const boat = autopilotBoat('Skua')
    await ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, owner.id))
    const response = await injectAs(ctx.app, owner.cookie, {
      method: 'POST',
      url: '/api/query/stream',
      payload: { manualId: 0, boatId: boat.id, query: "why won't my autopilot engage" },
    })
    expect(response.statusCode).toBe(200)
    const done = response.body.split('\n\n').find((event) => event.startsWith('event: done'))
    const result = JSON.parse(done?.split('\ndata: ')[1] ?? '{}') as QueryResponse
    expect(result.response).toMatch(/^For your boat \*\*Skua\*\*/)
    expect(result.response).toContain('**Missing on this boat:**')
  })
})

describe('two devices of the boat asked about together', () => {
  it('quotes what each one connects to from its specifications', async () => {
    const boat = boats.add(owner.id, {
      name: 'Grebe',
      devices: [
        { brand: 'Garmin', model: 'Panoptix LiveScope System (LVS32)', networks: ['ethernet'] },
        { brand: 'Garmin', model: 'ECHOMAP UHD 73sv', networks: ['nmea2000'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'can i run the livescope on the 73sv',
    })
    const said = response.response.split('**What the specifications of its devices say:**')[1] ?? ''
    expect(said).toContain(
      'the GLS 10 connects to compatible Garmin chartplotters (GPSMAP and ECHOMAP Ultra/UHD2 9-inch and larger)',
    )
    // Whether the two share a network, and what their specifications allow.
    expect(partLine(response.response, 'Between them')).toMatch(
      /the \*\*Garmin (ECHOMAP UHD 73sv|Panoptix LiveScope System \(LVS32\))\*\* \(on [^)]+\) and the \*\*Garmin (ECHOMAP UHD 73sv|Panoptix LiveScope System \(LVS32\))\*\* \(on [^)]+\) share no network on this boat\. Their specifications name no network in common\./,
    )
  })

  it('quotes what the network they share carries of what is asked, from the guides', async () => {
    const boat = boats.add(owner.id, {
      name: 'Loon',
      water: 'fresh',
      devices: [
        { brand: 'Humminbird', model: 'SOLIX 12 CHIRP MEGA SI+ G3', networks: ['ethernet'] },
        { brand: 'Humminbird', model: 'HELIX 10 CHIRP MEGA SI+ GPS G4N', networks: ['ethernet'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'how do i get my waypoints to show on both the solix and the helix',
    })
    const line = partLine(response.response, "What Maker's Ethernet carries")
    expect(line).toContain('_"Synchronise waypoints, routes and tracks."_')
    expectQuotesFromTheirSources(response, line)
    // Devices on no network in common: what the network of the one the answer is about would carry, and that
    // the two share none.
    const apart = boats.add(owner.id, {
      name: 'Loon 2',
      devices: [
        { brand: 'Humminbird', model: 'SOLIX 12 CHIRP MEGA SI+ G3', networks: ['ethernet'] },
        { brand: 'Humminbird', model: 'HELIX 10 CHIRP MEGA SI+ GPS G4N', networks: [] },
      ],
    })
    const none = await answer({
      manualId: 0,
      boatId: apart.id,
      query: 'how do i get my waypoints to show on both the solix and the helix',
    })
    expect(partLine(none.response, "What Maker's Ethernet carries")).toMatch(/is on Maker's Ethernet only\.$/)
    expect(partLine(none.response, 'Between them')).toContain('share no network on this boat')
  })

  it('quotes what the only network of the device asked about cannot carry, when the other is not on it', async () => {
    const boat = boats.add(owner.id, {
      name: 'Tarpon',
      water: 'salt',
      devices: [
        { brand: 'Lowrance', model: 'HDS Live 12', networks: ['ethernet', 'nmea2000'] },
        { brand: 'Simrad', model: 'HALO20+', networks: ['ethernet'] },
        { brand: 'Lowrance', model: 'Elite-7 Ti2', networks: ['nmea2000'] },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'can i get the radar up on the elite 7 at the bow too',
    })
    const line = partLine(response.response, 'What NMEA 2000 carries')
    expect(line).toContain('_"Not fast enough for radar images or sonar pictures."_')
    expect(line).toContain('The **Lowrance Elite-7 Ti2** is on NMEA 2000 only.')
    expectQuotesFromTheirSources(response, line)
  })

  it('quotes the line of one that names what the other is, where it says nothing of what it connects to', async () => {
    const boat = boats.add(owner.id, {
      name: 'Heron',
      water: 'fresh',
      devices: [
        { brand: 'Garmin', model: 'ECHOMAP UHD2 93sv', networks: ['nmea2000'] },
        { brand: 'Minn Kota', model: 'Ultrex QUEST with i-Pilot Link' },
      ],
    })
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      query: 'can the echomap run my ultrex, like spot lock from the screen?',
    })
    const said = response.response.split('**What the specifications of its devices say:**')[1] ?? ''
    // The trolling motor the plotter supports is Garmin's, and the Ultrex's integration is with Humminbird.
    expect(said).toContain('Force trolling motor support')
    expect(said).toContain('Humminbird')
  })
})

describe('a question about one device of the boat (boatDeviceId)', () => {
  it('quotes what the device giving what is asked says it gives: a smart depth transducer makes no sonar picture', async () => {
    const boat = boats.add(owner.id, {
      name: 'Shearwater',
      water: 'salt',
      devices: [
        { brand: 'Garmin', model: 'GPSMAP 8610', networks: ['nmea2000'] },
        { brand: 'Garmin', model: 'Intelliducer NMEA 2000 Thru-Hull', networks: ['nmea2000'] },
      ],
    })
    const plotter = deviceOf(boat, 'GPSMAP 8610')
    const response = await answer({
      manualId: plotter.manualId,
      boatId: boat.id,
      boatDeviceId: plotter.id,
      query: "there's no sonar page on the 8610, only a depth number. what am i missing",
    })
    const said = response.response.split('**What the specifications of its devices say:**')[1] ?? ''
    expect(said).toContain(
      'the Garmin Intelliducer NMEA 2000 Thru-Hull specifications: _"Note: provides digital depth only; it does not create a sonar picture."_',
    )
    expect(response.response).toContain(
      '**Connected to it:** the **Garmin Intelliducer NMEA 2000 Thru-Hull**',
    )
  })

  it("leaves the boat's wiring out of an answer about the device alone", async () => {
    const boat = boats.add(owner.id, {
      name: 'Kittiwake',
      devices: [
        { brand: 'Garmin', model: 'STRIKER 4' },
        { brand: 'Garmin', model: 'GPSMAP 8610', networks: ['nmea2000'] },
      ],
    })
    const striker = deviceOf(boat, 'STRIKER 4')
    const response = await answer({
      manualId: striker.manualId,
      boatId: boat.id,
      boatDeviceId: striker.id,
      query: 'whats the best scroll speed when im just paddling slow or drifting',
    })
    expect(response.response).toMatch(
      /^For your \*\*Garmin STRIKER 4\*\* \(fishfinder\) on \*\*Kittiwake\*\*:/,
    )
    expect(response.response).toContain('scroll speed')
    expect(response.response).not.toContain('Connected to it')
    expect(response.response).not.toContain('Sharing no network')
  })

  it("reads a feature's bracketed condition in its specifications: a wind vane mode with a wind instrument the boat lacks", async () => {
    const boat = boats.add(owner.id, {
      name: 'Tern',
      devices: [
        { brand: 'Raymarine', model: 'Evolution EV-100 Wheel', networks: ['nmea2000'] },
        { brand: 'Raymarine', model: 'Axiom 2 Pro 12 RVM', networks: ['nmea2000'] },
      ],
    })
    const pilot = deviceOf(boat, 'Evolution EV-100 Wheel')
    const response = await answer({
      manualId: pilot.manualId,
      boatId: boat.id,
      boatDeviceId: pilot.id,
      query: 'can it steer by the wind like a wind vane',
    })
    const wind = partLine(response.response, 'A wind sensor')
    expect(wind).toContain('Wind Vane (with wind instrument)')
    expect(wind).toContain('**Missing on this boat:** none of its devices lists a wind sensor')
  })

  it('uses what else is on the boat: the radar overlay with a radar on its network, and without one', async () => {
    const equipped = boats.add(owner.id, {
      name: 'Heron',
      water: 'salt',
      devices: [
        { brand: 'Garmin', model: 'GPSMAP 8610', networks: ['nmea2000', 'ethernet'] },
        { brand: 'Garmin', model: 'GMR Fantom 24x', networks: ['ethernet'] },
        { brand: 'Simrad', model: 'Precision-9 Compass', networks: ['nmea2000'] },
      ],
    })
    const plotter = deviceOf(equipped, 'GPSMAP 8610')
    const withRadar = await answer({
      manualId: plotter.manualId,
      boatId: equipped.id,
      boatDeviceId: plotter.id,
      query: 'how do i turn on the radar overlay',
    })
    const text = withRadar.response
    expect(text).toMatch(/^For your \*\*Garmin GPSMAP 8610\*\* \(chartplotter\) on \*\*Heron\*\*:/)
    expect(text).toContain(
      "**Connected to it:** the **Garmin GMR Fantom 24x** over Maker's Ethernet and the **Simrad Precision-9 Compass** over NMEA 2000.",
    )
    expect(partLine(text, 'A radar')).toContain(
      "the **Garmin GMR Fantom 24x** shares Maker's Ethernet with the **Garmin GPSMAP 8610**",
    )
    const heading = partLine(text, 'A heading sensor')
    expect(heading).toContain('radar overlay needs a heading sensor on the network')
    expect(heading).toContain(
      'the **Simrad Precision-9 Compass** shares NMEA 2000 with the **Garmin GPSMAP 8610**',
    )
    expectQuotesFromTheirSources(withRadar, heading)
    expect(text).not.toContain('Missing on this boat')
    expect(text).toContain('enable the radar overlay layer')
    const [recorded] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.userId, owner.id))
      .orderBy(desc(queries.id))
      .limit(1)
    expect(recorded).toMatchObject({ deviceId: plotter.manualId, deviceLabel: 'Garmin GPSMAP 8610 on Heron' })

    const bare = boats.add(owner.id, {
      name: 'Coot',
      devices: [{ brand: 'Garmin', model: 'GPSMAP 8610', networks: ['nmea2000'] }],
    })
    const alone = deviceOf(bare, 'GPSMAP 8610')
    const withoutRadar = await answer({
      manualId: alone.manualId,
      boatId: bare.id,
      boatDeviceId: alone.id,
      query: 'how do i turn on the radar overlay',
    })
    expect(withoutRadar.response).toContain('It is the only device on **Coot**.')
    expect(partLine(withoutRadar.response, 'A radar')).toContain('there is no radar on this boat')
    expect(partLine(withoutRadar.response, 'A heading sensor')).toContain(
      '**Missing on this boat:** none of its devices lists a heading sensor in its specifications.',
    )
  })

  it("answers about the owner's own device with the general guidance for its type", async () => {
    const boat = boats.add(owner.id, {
      name: 'Dunlin',
      devices: [
        { own: { brand: 'Acme', model: 'Seeker 5', deviceType: 'fishfinder' }, networks: ['nmea2000'] },
      ],
    })
    const own = deviceOf(boat, 'Seeker 5')
    const response = await answer({
      manualId: 0,
      boatId: boat.id,
      boatDeviceId: own.id,
      query: 'how do i get rid of the clutter near the surface',
    })
    expect(response.response).toMatch(/^For your \*\*Acme Seeker 5\*\* \(fishfinder\) on \*\*Dunlin\*\*:/)
    expect(response.response).toContain('is not in our catalogue')
    // Said plainly before the nearest general guidance: no guide of ours covers the owner's own device.
    expect(response.response).toContain(
      'The guides and manuals I have do not cover the **Acme Seeker 5** itself',
    )
  })
})

describe('a boat deleted while its answer is written', () => {
  it('keeps the answer in the conversation without the boat or device that is gone', async () => {
    const boat = autopilotBoat('Gone')
    const pilot = deviceOf(boat, 'NAC-3 Autopilot Computer')
    const first = await answer({ manualId: 0, boatId: boat.id, query: "why won't my autopilot engage" })
    const read = async (id: number | undefined): Promise<Conversation> =>
      (await injectAs(ctx.app, owner.cookie, { method: 'GET', url: `/api/conversations/${id}` })).json()
    expect((await read(first.conversationId)).device.boat).toEqual({ boatId: boat.id, boatDeviceId: null })

    // The device goes first, then the whole boat: the answers were planned from the boat as it was read.
    await ctx.database.db.delete(boatDevices).where(eq(boatDevices.id, pilot.id))
    const withoutDevice = await answer({
      manualId: pilot.manualId,
      boatId: boat.id,
      boatDeviceId: pilot.id,
      query: 'how do i calibrate the autopilot compass',
    })
    expect((await read(withoutDevice.conversationId)).device.boat).toEqual({
      boatId: boat.id,
      boatDeviceId: null,
    })
    await ctx.database.db.delete(boatRows).where(eq(boatRows.id, boat.id))
    const withoutBoat = await answer({
      manualId: 0,
      boatId: boat.id,
      conversationId: first.conversationId,
      query: 'and how do i set the compass offset after that',
    })
    expect(withoutBoat.conversationId).toBe(first.conversationId)
    expect((await read(first.conversationId)).device.boat ?? null).toBeNull()
  })
})

describe('who may ask about a boat', () => {
  it('answers 404 for an unknown boat, another owner’s boat or a device not on it, spending nothing', async () => {
    const boat = autopilotBoat('Private')
    const unknown = await ask({ manualId: 0, boatId: 999_999, query: 'how do i set the autopilot response' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Boat not found')
    const theirs = await ask(
      { manualId: 0, boatId: boat.id, query: 'how do i set the autopilot response' },
      stranger.cookie,
    )
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe('Boat not found')
    const notOnIt = await ask({
      manualId: 0,
      boatId: boat.id,
      boatDeviceId: 999_999,
      query: 'how do i set the gain',
    })
    expect(notOnIt.statusCode).toBe(404)
    const noBoat = await ask({ manualId: 0, boatDeviceId: 1, query: 'how do i set the gain' })
    expect(noBoat.statusCode).toBe(400)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, stranger.id))
    expect(row?.queriesUsed).toBe(0)
  })
})

describe('what the answers read of the boat and the guides', () => {
  it('takes a part as provided only where a device’s specifications say it has one, not where they say it needs one', async () => {
    const boat = boats.add(owner.id, {
      name: 'Catalogue',
      devices: [
        { brand: 'Simrad', model: 'Precision-9 Compass' },
        { brand: 'Furuno', model: 'PG-700' },
        { brand: 'Lowrance', model: 'Point-1 GPS/Heading Module' },
        { brand: 'Garmin', model: 'GHP Reactor 40 Hydraulic Autopilot' },
        { brand: 'Raymarine', model: 'Evolution EV-100 Wheel' },
        { brand: 'Simrad', model: 'NAC-3 Autopilot Computer' },
        { brand: 'Garmin', model: 'GMR Fantom 24x' },
        { brand: 'Garmin', model: 'GMI 20' },
        { brand: 'Lowrance', model: 'HOOK2 4x' },
        { brand: 'Garmin', model: 'AIS 800' },
      ],
    })
    const onBoard = await devicesOnBoard(ctx.database.db, boat)
    const providing = (part: 'heading' | 'gps' | 'radar' | 'display') =>
      onBoard.filter((o) => o.provides.has(part)).map((o) => o.device.model)
    expect(providing('heading')).toEqual([
      'Precision-9 Compass',
      'PG-700',
      'Point-1 GPS/Heading Module',
      'GHP Reactor 40 Hydraulic Autopilot',
      'Evolution EV-100 Wheel',
    ])
    // The HOOK2 4x has no GPS; the AIS 800 needs its own GPS antenna, which is no GPS for another device.
    expect(providing('gps')).toEqual(['Point-1 GPS/Heading Module'])
    expect(providing('radar')).toEqual(['GMR Fantom 24x'])
    expect(providing('display')).toEqual(['GMI 20', 'HOOK2 4x'])
  })

  it('takes a transducer as provided where it comes with the device or is the device, not where the device takes one', async () => {
    const boat = boats.add(owner.id, {
      name: 'Transducers',
      devices: [
        { brand: 'Garmin', model: 'STRIKER 4' },
        { brand: 'Lowrance', model: 'HOOK2 4x' },
        { brand: 'Garmin', model: 'Intelliducer NMEA 2000 Thru-Hull' },
        { brand: 'Raymarine', model: 'Axiom 2 Pro 12 RVM' },
        { brand: 'Garmin', model: 'GPSMAP 1223xsv' },
        { brand: 'Lowrance', model: 'HDS PRO 10' },
        { brand: 'Raymarine', model: 'i50 Depth' },
      ],
    })
    const onBoard = await devicesOnBoard(ctx.database.db, boat)
    expect(onBoard.filter((o) => o.provides.has('transducer')).map((o) => o.device.model)).toEqual([
      'STRIKER 4',
      'HOOK2 4x',
      'Intelliducer NMEA 2000 Thru-Hull',
    ])
    // 'Which screen shows the depth' asks where depth comes from: a transducer; depth units do not.
    expect(partsNamedIn('which of my screens shows the depth')).toContain('transducer')
    expect(partsNamedIn('how do i change the depth units')).not.toContain('transducer')
    const axiom = specificationRequirements(
      catalogue.find((m) => m.model === 'Axiom 2 Pro 12 RVM')?.specifications ?? '',
    )
    expect(axiom.some((r) => r.needs.includes('transducer'))).toBe(true)
    const hds = specificationRequirements(
      catalogue.find((m) => m.model === 'HDS PRO 10')?.specifications ?? '',
    )
    expect(hds.some((r) => r.needs.includes('transducer'))).toBe(true)
  })

  it('takes the start of a model code as naming the one device of the boat it begins', async () => {
    const boat = boats.add(owner.id, {
      name: 'Shortened',
      devices: [
        { brand: 'Furuno', model: 'TZtouch3 TZT12F' },
        { brand: 'Furuno', model: 'DRS4D-NXT' },
        { brand: 'Furuno', model: 'PG-700' },
      ],
    })
    const onBoard = await devicesOnBoard(ctx.database.db, boat)
    const named = (question: string) => namedByModelPrefix(question, onBoard).map((o) => o.device.model)
    expect(named('no radar overlay on the tzt even tho the pg-700 is wired in')).toEqual(['TZtouch3 TZT12F'])
    expect(named('can the drs show on the tztouch')).toEqual(['TZtouch3 TZT12F', 'DRS4D-NXT'])
    // A word that begins no model code, or a whole model word, is not a shortening.
    expect(named('the radar on the pg is off')).toEqual([])
    // A number of three digits or more begins a model code too ('the 1223'), not one of two ('the 12').
    const garmin = await devicesOnBoard(
      ctx.database.db,
      boats.add(owner.id, { name: 'Numbers', devices: [{ brand: 'Garmin', model: 'GPSMAP 1223xsv' }] }),
    )
    expect(namedByModelPrefix('nothing shows on the 1223', garmin)).toHaveLength(1)
    expect(namedByModelPrefix('nothing shows on the 12 inch', garmin)).toHaveLength(0)
  })

  it('reads what a guide or a specification says a feature needs, and nothing it merely mentions', () => {
    const overlay = guides.find((s) => s.title === 'Overlaying radar on the chart')
    const needs = requirementsIn(overlay?.body ?? '')
    expect(needs.map((r) => r.needs)).toEqual([['heading'], ['heading'], ['gps']])
    expect(needs[0]?.text).toBe('Heading sensor: radar overlay needs a heading sensor on the network.')
    const fantom = catalogue.find((m) => m.model === 'GMR Fantom 24x')
    expect(specificationRequirements(fantom?.specifications ?? '').map((r) => r.needs)).toEqual([
      ['heading'],
      ['heading'],
    ])
    // What a sentence sets apart is not needed: 'a heading sensor, separate from GPS' needs no GPS.
    expect(
      requirementsIn('Many radar functions need a heading sensor, separate from GPS:').map((r) => r.needs),
    ).toEqual([['heading']])
  })
})
