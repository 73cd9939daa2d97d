import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERAL_DEVICE_BRAND, type Manual } from '../../../contract/devices'
import { queryResponseSchema } from '../../../contract/query'
import { rowsOf } from '../../db/rows'
import { queries, users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { readGuides, readNextSteps } from '../knowledge/content'
import { asksWhereOnTheDevice, namesTheDevice, retrieve } from './retrieval'
import { resolveDevice } from './service'

let ctx: TestContext
let cookie: string
let userId: number
let catalogue: Manual[]

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  const user = await registerUser(ctx.app)
  cookie = user.cookie
  userId = user.user.id
  catalogue = (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })).json()
})
afterAll(() => ctx.close())

const device = (predicate: (m: Manual) => boolean) => {
  const found = catalogue.find(predicate)
  if (!found) throw new Error('no such device in the catalogue')
  return found
}
const sonar = () => device((m) => m.deviceType === 'sonar' || m.deviceType === 'fishfinder')
const byBrand = (brand: string, type?: string) =>
  device((m) => m.brand === brand && (!type || m.deviceType === type))

const ask = (payload: Record<string, unknown>, who = cookie) =>
  injectAs(ctx.app, who, { method: 'POST', url: '/api/query', payload })

async function setQueriesUsed(id: number, used: number) {
  await ctx.database.db.update(users).set({ queriesUsed: used }).where(eq(users.id, id))
}

/** The answer to one question about a device, asked with queries left. */
async function answerOn(manualId: number, query: string) {
  await setQueriesUsed(userId, 0)
  return queryResponseSchema.parse((await ask({ manualId, query })).json())
}

describe('GET /api/manuals', () => {
  it('lists the catalogue to signed-in users, the general pseudo-device first', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60)
    expect(catalogue[0]?.brand).toBe(GENERAL_DEVICE_BRAND)
    expect(new Set(catalogue.map((m) => m.brand)).size).toBeGreaterThanOrEqual(9)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/manuals' })).statusCode).toBe(401)
  })
})

describe('POST /api/query', () => {
  it('answers from the knowledge base, specific to the device, with sources and usage', async () => {
    await setQueriesUsed(userId, 0)
    const chosen = sonar()
    const response = await ask({
      manualId: chosen.id,
      query: 'how do i get rid of the clutter near the surface',
    })
    expect(response.statusCode).toBe(200)
    const body = queryResponseSchema.parse(response.json())
    expect(body.response).toContain(`${chosen.brand} ${chosen.model}`)
    expect(body.response.toLowerCase()).toContain('surface clutter')
    expect(body.response).toMatch(/\*\*Sources\*\*/)
    expect(body.sources.length).toBeGreaterThan(0)
    expect(body.sources[0]?.title.toLowerCase()).toContain('clutter')
    expect(body.usage).toEqual({ queriesUsed: 1, limit: 20, subscription: 'free' })

    const [recorded] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.userId, userId))
      .orderBy(sql`${queries.id} desc`)
      .limit(1)
    expect(recorded).toMatchObject({
      deviceId: chosen.id,
      question: 'how do i get rid of the clutter near the surface',
      composer: 'extractive',
      answer: body.response,
    })
    expect(Number.isInteger(recorded?.latencyMs)).toBe(true)
    expect(recorded?.latencyMs).toBeLessThan(30_000)
  })

  it("answers 'why does my plotter say no gps fix' from the GPS guidance", async () => {
    const plotter = device((m) => m.deviceType === 'chartplotter')
    const body = (await ask({ manualId: plotter.id, query: 'why does my plotter say no gps fix' })).json()
    expect(
      body.sources
        .map((s: { title: string }) => s.title)
        .join(' ')
        .toLowerCase(),
    ).toMatch(/gps/)
    expect(body.response.toLowerCase()).toMatch(/antenna|satellite/)
  })

  it("closes the answer with the device's own specification line, even when retrieval ranks it low", async () => {
    const livescope = device((m) => m.model.startsWith('Panoptix LiveScope'))
    const body = await answerOn(
      livescope.id,
      'how wide is the livescope beam, like how much does it see side to side',
    )
    expect(body.response).toContain('beam approximately 135 x 20 degrees')
    expect(body.sources.map((s) => s.title).join(' ')).toMatch(/LiveScope.*specifications/)
  })

  it('declines an off-topic question plainly, spending no query, and records it as declined', async () => {
    // At the limit: a declined question needs no query left, and spends none.
    await setQueriesUsed(userId, 20)
    for (const query of ['who won the super bowl', 'how do I change the lower-unit oil on my Yamaha']) {
      const response = await ask({ manualId: sonar().id, query })
      expect(response.statusCode).toBe(200)
      const body = queryResponseSchema.parse(response.json())
      expect(body.declined).toBe(true)
      expect(body.response).toMatch(/^That's outside what I can help with/)
      expect(body.response).toMatch(/for example/)
      expect(body.sources).toEqual([])
      expect(body.usage.queriesUsed).toBe(20)
      const [row] = await ctx.database.db.select().from(queries).where(eq(queries.question, query))
      expect(row?.status).toBe('declined')
    }
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId))
    expect(user?.queriesUsed).toBe(20)
  })

  it('does not take a question that names the device for an off-topic one', async () => {
    await setQueriesUsed(userId, 20)
    const plotter = device((m) => m.model === 'GPSMAP 1223xsv')
    const query = 'where do i find sunrise sunset and moon phase on my 1223, tryin to plan the morning bite'
    const body = queryResponseSchema.parse((await ask({ manualId: plotter.id, query })).json())
    expect(body.response).not.toMatch(/^That's outside what I can help with/)
    expect(body.response).toMatch(/GPSMAP 1223xsv/)
  })

  it('declines a question that names no electronics and shares only single words with the guides', async () => {
    await setQueriesUsed(userId, 20)
    for (const query of [
      'is it smarter to lease or buy a new pickup right now',
      'any tips for catching channel cats at night off a dock',
    ]) {
      const body = queryResponseSchema.parse((await ask({ manualId: sonar().id, query })).json())
      expect(body.declined).toBe(true)
      expect(body.response).toMatch(/Try naming the feature, the setting or the message on the screen/)
      expect(body.usage.queriesUsed).toBe(20)
    }
  })

  it("answers a question that calls the chosen device by what it is ('the pilot'), naming nothing else", async () => {
    const body = await answerOn(
      device((m) => m.model === 'NavPilot 300').id,
      'log floating ahead, can i swerve round it without kicking the pilot off',
    )
    expect(body.declined ?? false).toBe(false)
    expect(body.sources.length).toBeGreaterThan(0)
  })

  it('answers a question that names a feature, not a device ("what is fishreveal")', async () => {
    const body = await answerOn(byBrand('Lowrance', 'fishfinder').id, 'what is fishreveal')
    expect(body.declined).toBeUndefined()
    expect(body.response.toLowerCase()).toContain('fishreveal')
  })

  it("answers a feature's name said with a fishing word ('accu fish ... bait ball'), not declining it as fishing", async () => {
    const body = await answerOn(
      byBrand('Furuno', 'fishfinder').id,
      'accu fish shows no sizes when im on a big bait ball, is it broke',
    )
    expect(body.declined).toBeUndefined()
    expect(body.response.toLowerCase()).toContain('accu-fish')
  })

  it('declines when nothing in the knowledge base answers, spending no query', async () => {
    await setQueriesUsed(userId, 3)
    const body = queryResponseSchema.parse(
      (await ask({ manualId: sonar().id, query: 'purple elephants dancing quietly' })).json(),
    )
    expect(body.declined).toBe(true)
    expect(body.response).toMatch(/I couldn't find anything/)
    expect(body.response).toMatch(/For example/)
    expect(body.usage.queriesUsed).toBe(3)
  })

  it('answers a follow-up in the context of the conversation, not with the previous answer again', async () => {
    await setQueriesUsed(userId, 0)
    const manualId = byBrand('Lowrance', 'chartplotter').id
    const first = queryResponseSchema.parse(
      (await ask({ manualId, query: 'my sonar loses the bottom when i get up on plane' })).json(),
    )
    const followUp = queryResponseSchema.parse(
      (
        await ask({
          manualId,
          query: 'what if it still does it after that?',
          history: [
            { role: 'user', content: 'my sonar loses the bottom when i get up on plane' },
            { role: 'assistant', content: first.response },
          ],
        })
      ).json(),
    )
    const lead = (text: string) => text.match(/^### (.+)$/m)?.[1]
    expect(lead(first.response)).toBe('Sonar loses the bottom at speed')
    expect(lead(followUp.response)).toBeDefined()
    expect(lead(followUp.response)).not.toBe(lead(first.response))
    expect(followUp.response).toMatch(/contact Lowrance support/)
  })

  /** The section a follow-up leads with, asked through /api/query after the first question's answer. */
  async function followUpLead(manualId: number, first: string, next: string) {
    return (await followUpAnswer(manualId, first, next)).match(/^### (.+)$/m)?.[1]
  }

  /** The follow-up's answer, after the first question's. */
  async function followUpAnswer(manualId: number, first: string, next: string) {
    await setQueriesUsed(userId, 0)
    const answer = queryResponseSchema.parse((await ask({ manualId, query: first })).json())
    const followUp = queryResponseSchema.parse(
      (
        await ask({
          manualId,
          query: next,
          history: [
            { role: 'user', content: first },
            { role: 'assistant', content: answer.response },
          ],
        })
      ).json(),
    )
    return followUp.response
  }

  it("answers a follow-up that acts on what the conversation named ('tow it behind the kayak'), not as off-topic", async () => {
    const deeper = device((m) => m.model === 'PRO+ 2').id
    const first =
      'fishing a farm pond from the bank with my deeper pro+ 2 and want to make a depth map. what mode do i use'
    const towed = await followUpAnswer(
      deeper,
      first,
      'nice. if i tow it behind the kayak instead, does that same mode still work?',
    )
    expect(towed).not.toMatch(/^That's outside what I can help with/)
    expect(towed).toMatch(/Boat mode/)
    // The conversation does not carry a follow-up off the subject: a dummy 'it', or nothing acted on.
    for (const next of [
      'ok cool. is it gonna rain tomorrow',
      'thanks. whats the best bait for crappie this time of year',
    ])
      expect(await followUpAnswer(deeper, first, next)).toMatch(/^That's outside what I can help with/)
    // Nor does a conversation that was off the subject from the start.
    expect(
      await followUpAnswer(deeper, 'whats the best bait for crappie', 'ok and do i put it on a jig'),
    ).toMatch(/^That's outside what I can help with/)
  })

  it('does not tell a follow-up that names a thing the previous section speaks of that nothing covers it', async () => {
    const icom = device((m) => m.model === 'IC-M424G').id
    const first =
      'our fishing club has 5 boats all with dsc radios. can i call all of em at once on the icom m424g instead of one at a time?'
    const text = await followUpAnswer(
      icom,
      first,
      'where do we even get that group number from? do we have to apply to the fcc for it or something',
    )
    expect(text).not.toMatch(/don't cover/)
    // That section is the answer, and leads again with the part asked: where the group number comes from.
    expect(text.match(/^### (.+)$/m)?.[1]).toBe('Making DSC group and all-ships calls')
    expect(text).toContain('1. Agree one group MMSI.')
    // Not a section that shares only an everyday word: the fog signals, not fog inside the screen.
    const fog = await followUpAnswer(
      device((m) => m.model === 'GX2400 Matrix AIS/GPS').id,
      'put a hailer horn on my gx2400 and when i talk through it it squeals and howls like crazy',
      "ok turned it around and its quiet now. we run in fog a lot, can it do the automatic horn signal while we're motoring along",
    )
    expect(fog.match(/^### (.+)$/m)?.[1]).toBe('Using the hailer and fog signals')
    expect(fog).toContain('- Power vessel making way: one prolonged blast (about 5 seconds).')
    expect(fog).not.toContain('Condensation inside the screen')
  })

  it("keeps a guide's line naming the device's own maker beside others, from the real guides", async () => {
    const halo = device((m) => m.model === 'HALO20+').id
    const answer = await answerOn(halo, 'which radar mode do i use to find birds working bait offshore')
    expect(answer.response).toContain('Simrad HALO, Furuno and Garmin radars offer bird modes.')
  })

  it('shows the short section the previous answer led with again whole: its tip answers what no word names', async () => {
    const text = await followUpAnswer(
      device((m) => m.model === 'HALO20+').id,
      'how do i set a guard zone ring around the boat at anchor',
      'it keeps going off from the waves all night',
    )
    const shown = text.split(/^---$/m)[0] ?? ''
    expect(shown).toContain('### Setting guard zones')
    expect(shown).toContain(
      'Keep the inner edge outside the sea clutter area, or waves will trigger constant alarms.',
    )
    expect(shown).toContain(
      '5. Set the sensitivity; higher sensitivity catches weaker targets but also more clutter.',
    )
  })

  it("answers 'where is that menu' with the menu path of the section the previous answer led with", async () => {
    const manualId = device((m) => m.model === 'ECHOMAP UHD2 93sv').id
    const text = await followUpAnswer(
      manualId,
      'how do i set the keel offset on my echomap',
      'where is that menu exactly',
    )
    expect(text).toContain('### Setting keel offset and alarms on Garmin')
    expect(text).toContain('Open Settings > My Vessel > Keel Offset')
  })

  it('shows a how-to section whole, its options with it, and a follow-up shows the option that answers it', async () => {
    const manualId = device((m) => m.model === 'HELIX 5 CHIRP GPS G3').id
    const first = 'how do i record my own map with autochart live on the helix'
    await setQueriesUsed(userId, 0)
    const answer = queryResponseSchema.parse((await ask({ manualId, query: first })).json()).response
    expect(answer).toContain('### Mapping with AutoChart Live')
    expect(answer).toContain('1. Set the depth offset correctly first.')
    expect(answer).toContain('5. Stop recording when done and save.')
    // The options after the steps are part of the answer: the level offset is what a later question needs.
    expect(answer).toContain('Water level offset')
    const text = await followUpAnswer(
      manualId,
      first,
      'finished the whole cove. water dropped a couple feet since, will the depths on my map be wrong now',
    )
    // What answers it is the section's option, shown again with the section (decision 0098).
    expect(text).toContain('Water level offset')
  })

  it('does not lead a follow-up with what the owner says they already did', async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'AIS 800').id,
      'my boat doesnt show up on marinetraffic or on my buddys plotter',
      'silent mode is off and the mmsi is in there. still cant see myself',
    )
    expect(lead).toBeDefined()
    expect(lead).not.toBe('Using AIS silent mode')
  })

  it('searches what a follow-up asks, not what it reports of the step just done', async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'Quantum 2 Q24D').id,
      'how do i connect the quantum to my axiom over wifi',
      'ok its connected and transmitting, now how do i get it on top of the chart',
    )
    expect(lead).toBe('Overlaying radar on the chart')
  })

  it('does not lead with the section about what the owner did, even in other words ("turned response down")', async () => {
    // 'response' alone covers too little of 'Adjusting response and rudder gain' to count as that section.
    const lead = await followUpLead(
      device((m) => m.model === 'GHP Reactor 40 Hydraulic Autopilot').id,
      'reactor zig zags all over the place on heading hold',
      'turned response down 2 steps, still snakes around even in flat water',
    )
    expect(lead).toBeDefined()
    expect(lead).not.toBe('Adjusting response and rudder gain')
  })

  it("reads 'done, now...' by what the owner asks when they name it, not by the guides' usual next task", async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'NAC-2 Autopilot Computer').id,
      'whats the wind vane offset step in the nac2 sea trial',
      'sea trial all done. now how do i set an alarm for when a gust knocks us way off heading',
    )
    expect(lead).toBe('Using the off-course alarm')
  })

  it('leads a first question with the section the guides write for its words (the section classifier)', async () => {
    await setQueriesUsed(userId, 0)
    const vivid = device((m) => m.model === 'STRIKER Vivid 7cv')
    const body = queryResponseSchema.parse(
      (
        await ask({
          manualId: vivid.id,
          query: 'how do i mark a good fishing spot so i can find it next weekend',
        })
      ).json(),
    )
    expect(body.response.match(/^### (.+)$/m)?.[1]).toBe('Creating a waypoint')
  })

  it('reads a follow-up about a subject of its own by what it asks (the section classifier)', async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'Evolution EV-100 Wheel').id,
      'how do i run the autolearn on the ev100',
      'autolearn done, holds a course great now. how do i get it to steer to the wind when im sailin',
    )
    expect(lead).toBe('Using wind vane mode')
  })

  it("walks the guides' next checks when the owner says it still fails", async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'HELIX 5 CHIRP GPS G3').id,
      'the sonar screen is blank and it says transducer not connected',
      'reseated the plug and the boat is in the water, still says no transducer',
    )
    // The checks the guides list after 'No sonar picture or transducer not detected', not that section again.
    expect(['Corroded connectors and water intrusion', 'Checking that a transducer is working']).toContain(
      lead,
    )
  })

  it("answers a radar owner's 'gain' with the radar's gain, not a sonar's", async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'DRS4D-NXT').id,
      'what does rezboost do on the nxt radar',
      'once i turn it on do i gotta redo the gain',
    )
    expect(lead).toBeDefined()
    expect(lead).not.toBe('Setting gain or sensitivity')
  })

  it('ranks up what owners usually do after the previous answer', async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'DRS4D-NXT').id,
      'how do i turn on fast target tracking on my radar',
      'is there anything else i have to buy for that to work',
    )
    const after = readNextSteps().get('furuno/using-target-analyzer-and-fast-target-tracking')
    const titles = new Map(readGuides().map((s) => [s.id, s.title]))
    const following = [...(after?.next ?? []), ...(after?.stillFailing ?? [])].map((id) => titles.get(id))
    expect(following).toContain(lead)
  })

  it("answers 'where is that on mine' with the device maker's section, not a general one", async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'ECHOMAP UHD 73sv').id,
      'messed with a bunch of sonar settings n now it looks worse than new. how do i just reset it',
      'where is that reset on the echomap',
    )
    const titles = new Map(readGuides().map((s) => [s.id, s.title]))
    const garmin = ['garmin/finding-your-way-around-garmin-menus', 'garmin/tuning-garmin-sonar'].map((id) =>
      titles.get(id),
    )
    expect(garmin).toContain(lead)
  })

  it("shows the other section's procedure whole beside the maker's, not two of its lines", async () => {
    const answer = await answerOn(
      device((m) => m.model === 'HOOK Reveal 7').id,
      'dropped a waypoint but its like 30 ft off the rockpile, how do i move it over on the hook reveal',
    )
    const shown = answer.response.split(/^---$/m)[0] ?? ''
    // The general guide's procedure for moving a waypoint, every step in its order, with the Lowrance section.
    expect(shown).toContain('### Editing, renaming or moving a waypoint')
    const steps = [
      '1. Open the waypoint list',
      '2. Choose Edit, Details or Review.',
      '5. Change the position: either type new coordinates, or choose a Move option',
      '7. Save.',
    ].map((step) => shown.indexOf(step))
    expect(steps.every((at) => at >= 0)).toBe(true)
    expect(steps).toEqual([...steps].sort((a, b) => a - b))
  })

  it('closes a how-to with the lines of the specifications that match it as well as the guides do', async () => {
    const reactor = device((m) => m.model === 'GHP Reactor 40 Hydraulic Autopilot')
    const answer = await answerOn(
      reactor.id,
      'redoing the steering with a bigger helm cylinder this winter. does the pump on my reactor 40 have to change too or will the one i got be fine',
    )
    const shown = answer.response.split(/^---$/m)[0] ?? ''
    // The general guide says how drives are sized; the unit's own line says its pump is matched to the cylinder.
    expect(shown).toContain(`**From the ${reactor.brand} ${reactor.model} specifications:**`)
    expect(shown).toContain('hydraulic pump (size matched to helm cylinder)')
    // Two lines at most: the ones that hold the question's words, not the whole list.
    const specPart = shown.split('specifications:**')[1] ?? ''
    expect(specPart.match(/^- /gm)?.length).toBeLessThanOrEqual(2)
  })

  it("follows an emergency procedure, shown whole first, with the maker's line on this unit's own key", async () => {
    const answer = await answerOn(
      device((m) => m.model.startsWith('Axiom 2 Pro')).id,
      "MAN OVERBOARD!! my son just went over the side, we're doing 20 knots. axiom 2 pro, what do i press",
    )
    const shown = answer.response.split(/^---$/m)[0] ?? ''
    const procedure = shown.indexOf('### Using man overboard (MOB)')
    const key = shown.indexOf('press and hold the Waypoint/MOB key for man overboard')
    expect(procedure).toBeGreaterThan(0)
    expect(shown).toContain('6. **Call for help** on VHF')
    expect(key).toBeGreaterThan(procedure)
  })

  it("shows the general section whole beside the maker's when both are short: its steps and tips", async () => {
    const answer = await answerOn(
      device((m) => m.model === 'HALO20+').id,
      'how do i get the halo to colour the boats that are heading towards me',
    )
    const shown = answer.response.split(/^---$/m)[0] ?? ''
    expect(shown).toContain('### Using Doppler target highlighting')
    expect(shown).toContain(
      "1. Make sure heading and GPS data are available; Doppler processing needs your own speed and heading to separate your motion from the target's.",
    )
    expect(shown).toContain('Targets moving across your bow at a constant range change less')
  })

  it("answers a follow-up that names its own subject, not the guides' usual next task", async () => {
    // After connecting GPS to a radio the guides go on to DSC calls; 'an mmsi' is the owner's own subject.
    const lead = await followUpLead(
      device((m) => m.model === 'IC-M424G').id,
      'does my radio need the chartplotter wired in to know where i am',
      'where do i get an mmsi for it, im in the us',
    )
    expect(lead).toBe('Getting and programming an MMSI')
  })

  it("goes to the next step when the owner says the previous one is done ('circles done, now...')", async () => {
    const lead = await followUpLead(
      device((m) => m.model === 'GHP Reactor 40 Hydraulic Autopilot').id,
      'how do i do the compass calibration part of the sea trial wizard',
      'circles done, now its asking for set north. how do i do that',
    )
    expect(lead).toBe('Setting compass alignment (set north)')
  })

  it("does not answer a question that is not 'what is' with a glossary definition", async () => {
    const answer = await answerOn(
      device((m) => m.model === 'FCV-588').id,
      'got the 1kw 588, can i keep useing my old 600w transducer',
    )
    expect(answer.response.match(/^### (.+)$/m)?.[1]).toBe('Matching the transducer to the display')
  })

  it('does not offer a feature the device lacks (no side imaging on a STRIKER 4)', async () => {
    await setQueriesUsed(userId, 0)
    const striker = device((m) => m.model === 'STRIKER 4')
    const body = queryResponseSchema.parse(
      (await ask({ manualId: striker.id, query: 'how do i see whats off to the side of the boat' })).json(),
    )
    expect(body.declined).toBeUndefined()
    expect(body.response).not.toMatch(/side[\s-]?(imaging|vü|vu|scan)|sidevü|structurescan/i)
    for (const related of body.related ?? []) expect(related.body).not.toMatch(/side[\s-]?(imaging|vü|scan)/i)
    const asked = queryResponseSchema.parse(
      (await ask({ manualId: striker.id, query: 'does my striker 4 have side imaging' })).json(),
    )
    expect(asked.response).toContain('does not have side imaging')
  })

  it('says the specifications do not list a named feature asked for, and shows no section as if it had it', async () => {
    const fcv628 = await answerOn(device((m) => m.model === 'FCV-628').id, 'does my fcv 628 have rezboost')
    expect(fcv628.response).toContain('specifications do not list RezBoost')
    expect(fcv628.response).not.toContain('### Using RezBoost')
    const fcv588 = await answerOn(device((m) => m.model === 'FCV-588').id, 'does my fcv 588 have rezboost')
    expect(fcv588.response).not.toContain('do not list')
    expect(fcv588.response).toContain('### Using RezBoost')
  })

  it('answers about a custom device from the payload, recording it', async () => {
    const customDevice = {
      brand: 'Acme',
      model: 'DeepSeer 5',
      deviceType: 'sonar',
      specifications: '200 kHz, 5 inch screen',
    }
    const body = (
      await ask({ manualId: -1, query: 'what do the arches on the screen mean', customDevice })
    ).json()
    expect(body.response).toContain('Acme DeepSeer 5')
    expect(body.response).toMatch(/not in our catalogue/)
    expect(body.response.toLowerCase()).toMatch(/arch/)
    const [row] = await ctx.database.db
      .select()
      .from(queries)
      .where(eq(queries.deviceLabel, 'Acme DeepSeer 5'))
    expect(row?.customDevice).toMatchObject({ brand: 'Acme', model: 'DeepSeer 5' })
    expect(row?.deviceId).toBeNull()
  })

  it('refuses a blank question, an unknown device and a custom id without details, spending nothing', async () => {
    await setQueriesUsed(userId, 3)
    const blank = await ask({ manualId: sonar().id, query: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Query: Please enter a question')
    const unknown = await ask({ manualId: 999_999, query: 'hello there' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/Device not found/)
    const noDetails = await ask({ manualId: -2, query: 'hello there' })
    expect(noDetails.statusCode).toBe(400)
    expect(noDetails.json().field).toBe('customDevice')
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId))
    expect(row?.queriesUsed).toBe(3)
  })

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/query',
      payload: { manualId: 1, query: 'x' },
    })
    expect(response.statusCode).toBe(401)
  })

  it('spends the quota atomically: 25 parallel requests with 20 left give 20 answers and 5 refusals', async () => {
    const racer = await registerUser(ctx.app)
    const chosen = sonar()
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        ask({ manualId: chosen.id, query: 'how do I set the gain' }, racer.cookie),
      ),
    )
    const codes = responses.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(20)
    const refused = responses.filter((r) => r.statusCode === 402)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' })
    expect(refused[0]?.json().message).toMatch(/Upgrade/)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, racer.user.id))
    expect(row?.queriesUsed).toBe(20)
    const usage = await injectAs(ctx.app, racer.cookie, { method: 'GET', url: '/api/usage' })
    expect(usage.json()).toEqual({ queriesUsed: 20, limit: 20, subscription: 'free' })
  })

  it('lets premium users ask without limit', async () => {
    const premium = await registerUser(ctx.app)
    await ctx.database.db
      .update(users)
      .set({ subscription: 'premium', queriesUsed: 5000 })
      .where(eq(users.id, premium.user.id))
    const response = await ask({ manualId: sonar().id, query: 'how do I set the gain' }, premium.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json().usage).toEqual({ queriesUsed: 5001, limit: null, subscription: 'premium' })
  })
})

describe('POST /api/query/stream', () => {
  it('streams the answer as server-sent events: deltas, then the same result as /api/query', async () => {
    await setQueriesUsed(userId, 0)
    const response = await ask({ manualId: sonar().id, query: 'what do fish arches mean' }).then(() =>
      injectAs(ctx.app, cookie, {
        method: 'POST',
        url: '/api/query/stream',
        payload: { manualId: sonar().id, query: 'what do fish arches mean' },
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(response.headers['cache-control']).toBe('no-cache, no-transform')
    expect(response.headers['x-accel-buffering']).toBe('no')
    const events = [...response.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2] as string),
    }))
    const deltas = events.filter((e) => e.event === 'delta')
    expect(deltas.length).toBeGreaterThan(1)
    const done = events.at(-1)
    expect(done?.event).toBe('done')
    const result = queryResponseSchema.parse(done?.data)
    expect(deltas.map((d) => d.data.text).join('')).toBe(result.response)
    expect(result.usage.queriesUsed).toBe(2)
  })

  it('refuses before streaming with an ordinary JSON error', async () => {
    await setQueriesUsed(userId, 20)
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query/stream',
      payload: { manualId: sonar().id, query: 'what do fish arches mean' },
    })
    expect(response.statusCode).toBe(402)
    expect(response.json().code).toBe('QUOTA_EXCEEDED')
  })
})

describe('retrieval', () => {
  const contextOf = async (manual: Manual) =>
    resolveDevice(ctx.database.db, { manualId: manual.id, query: 'x', history: [] })

  it("keeps to the chosen device: its brand's guides, never another brand's or another device's specs", async () => {
    const garmin = await contextOf(byBrand('Garmin'))
    const passages = await retrieve(ctx.database.db, {
      question: 'how do I update the software',
      device: garmin,
      limit: 20,
    })
    expect(passages.length).toBeGreaterThan(0)
    const rows = await ctx.database.db.execute<{ id: string; brands: string[] }>(
      sql`select id, brands from knowledge_chunks where id in (${sql.join(
        passages.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
    )
    for (const row of rowsOf<{ id: string; brands: string[] }>(rows)) {
      expect(row.brands.length === 0 || row.brands.includes('garmin')).toBe(true)
    }
    for (const p of passages) if (p.kind === 'device') expect(p.deviceId).toBe(garmin.id)
  })

  it('expands marine synonyms: a "fish finder" question finds sonar guidance', async () => {
    const general = await contextOf(device((m) => m.brand === GENERAL_DEVICE_BRAND))
    const passages = await retrieve(ctx.database.db, {
      question: 'my fish finder shows lots of snow',
      device: general,
    })
    expect(passages[0]?.title.toLowerCase()).toMatch(/noise|clutter|dots|interference|gain|sensitivity/)
  })

  it("reads two words the passages write as one: 'motion scope' finds MotionScope", async () => {
    const radar = await contextOf(device((m) => m.model === 'GMR Fantom 24x'))
    const passages = await retrieve(ctx.database.db, {
      question: 'whats motion scope and how do i turn it on',
      device: radar,
    })
    expect(passages[0]?.title).toMatch(/MotionScope/)
  })

  it('uses the conversation for follow-ups', async () => {
    const chosen = await contextOf(sonar())
    const alone = await retrieve(ctx.database.db, { question: 'and how do I turn it down?', device: chosen })
    const followUp = await retrieve(ctx.database.db, {
      question: 'and how do I turn it down?',
      context: 'what causes surface clutter on my sonar',
      device: chosen,
    })
    expect(followUp.slice(0, 3).some((p) => p.title.toLowerCase().includes('clutter'))).toBe(true)
    expect(alone.slice(0, 3).some((p) => p.title.toLowerCase().includes('clutter'))).toBe(false)
  })

  it("answers 'where is that on mine' from the device maker's own menus", async () => {
    const echomap = await contextOf(device((m) => m.model === 'ECHOMAP UHD2 93sv'))
    const passages = await retrieve(ctx.database.db, {
      question: 'where is that on mine',
      context: 'how can u tell hard bottom from mud on the sonar? heard about whiteline',
      device: echomap,
      avoidTitles: ['Reading bottom hardness from the bottom line'],
    })
    expect(passages[0]?.title).toBe('Tuning Garmin sonar')
  })

  it("reads 'where ... on the <model>' as 'where is that on mine'", async () => {
    const nsx = await contextOf(device((m) => m.model === 'NSX 3009'))
    const general = await contextOf(device((m) => m.brand === GENERAL_DEVICE_BRAND))
    expect(asksWhereOnTheDevice('ok where are the alarm settings on the nsx', nsx)).toBe(true)
    expect(asksWhereOnTheDevice('wheres that on my simrad', nsx)).toBe(true)
    expect(asksWhereOnTheDevice('where is that on mine', nsx)).toBe(true)
    // A place, but not on this device; and a device named without asking where.
    expect(asksWhereOnTheDevice('where should i mount the transducer', nsx)).toBe(false)
    expect(asksWhereOnTheDevice('where are the alarm settings on the echomap', nsx)).toBe(false)
    expect(asksWhereOnTheDevice('how do i set alarms on the nsx', nsx)).toBe(false)
    expect(asksWhereOnTheDevice('where are the alarm settings on the general', general)).toBe(false)
  })

  it('knows a question that names the device by its maker or model, however the model is written', () => {
    const vx = {
      id: 1,
      brand: 'Seacall',
      model: 'VX-25',
      deviceType: 'vhf radio',
      specifications: '',
      custom: false,
      general: false,
    }
    expect(namesTheDevice('how many amps does the vx25 draw', vx)).toBe(true)
    expect(namesTheDevice('does my vx 25 have dsc', vx)).toBe(true)
    expect(namesTheDevice('is the seacall waterproof', vx)).toBe(true)
    expect(namesTheDevice('how many amps does it draw', vx)).toBe(false)
    expect(namesTheDevice('how do i set up 25 channels', vx)).toBe(false)
    expect(namesTheDevice('vx25 reset', { ...vx, general: true })).toBe(false)
    expect(
      namesTheDevice('how far does the vx25 reach', { ...vx, model: 'VX-25 DSC Marine VHF Radio' }),
    ).toBe(true)
    // A model's number of three or more digits names it ('my 1223' for a GPSMAP 1223xsv, 'the 628').
    const plotter = { ...vx, brand: 'Garmin', model: 'GPSMAP 1223xsv' }
    expect(namesTheDevice('where do i find moon phase on my 1223', plotter)).toBe(true)
    expect(namesTheDevice('is 628 any good', { ...vx, brand: 'Furuno', model: 'FCV-628' })).toBe(true)
    expect(namesTheDevice('set the transducer to 1223 khz', { ...plotter, model: 'GPSMAP 8610' })).toBe(false)
  })

  it('does not lead a follow-up with the section about what the owner already did', async () => {
    const radar = await contextOf(device((m) => m.model === 'GMR Fantom 24x'))
    const input = {
      question: 'fuse is good and breaker is on. still stuck in standby',
      context: 'radar just sits in standby and wont transmit',
      device: radar,
      avoidTitles: ['Radar will not transmit'],
    }
    const told = await retrieve(ctx.database.db, input)
    const tried = await retrieve(ctx.database.db, { ...input, tried: 'fuse is good breaker is on.' })
    expect(told[0]?.title).toBe('Choosing fuses and breakers')
    expect(tried[0]?.title).not.toBe('Choosing fuses and breakers')
  })

  it('ranks the glossary down unless the question asks what something is', async () => {
    const chosen = await contextOf(sonar())
    const question = 'transducer'
    const glossaryScore = async (asksWhatItIs: boolean) => {
      const intent = asksWhatItIs ? ('what-is' as const) : ('general' as const)
      const passages = await retrieve(ctx.database.db, { question, device: chosen, intent, limit: 40 })
      return passages.find((p) => p.sourceId === 'glossary')?.score ?? 0
    }
    const defining = await glossaryScore(true)
    expect(defining).toBeGreaterThan(0)
    expect(await glossaryScore(false)).toBeLessThan(defining * 0.8)
  })
})
