import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { queryResponseSchema } from '../../../contract/query'
import { answerGaps, queries, users } from '../../db/schema'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { askedSubjects, namedByThePreviousSection, spokenTogether, unitsOf } from './coverage'
import type { DeviceContext, Passage } from './retrieval'

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

const byModel = (model: string) => {
  const found = catalogue.find((m) => m.model.startsWith(model))
  if (!found) throw new Error(`no ${model} in the catalogue`)
  return found
}

async function ask(manualId: number, query: string) {
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId, query },
  })
  expect(response.statusCode, response.body).toBe(200)
  return queryResponseSchema.parse(response.json())
}

const body = (text: string) => text.split(/^---$/m)[0] ?? ''
/** Each question is asked with the free plan's quota untouched, so a spent query shows in the count. */
const withFreshQuota = () => ctx.database.db.update(users).set({ queriesUsed: 0 }).where(eq(users.id, userId))
/** The answer's text before the sources, once it is checked to be an answer and not a decline. */
async function answeredWith(model: string, question: string) {
  await withFreshQuota()
  const answer = await ask(byModel(model).id, question)
  expect(answer.declined, question).toBeUndefined()
  return body(answer.response)
}

describe('a question nothing covers', () => {
  it('is told so plainly, naming the device and the subject, not answered with another subject', async () => {
    await withFreshQuota()
    const radio = byModel('GX2400')
    // (The fog horn this test asked about once is covered now: vhf-radios/using-the-hailer-and-fog-signals.)
    const question = 'how do i set up the intercom between the radio and the second station mic'
    const answer = await ask(radio.id, question)
    expect(answer.declined).toBe(true)
    expect(body(answer.response)).toContain(
      `The guides and manuals I have for the **${radio.brand} ${radio.model}** don't cover intercom.`,
    )
    // The nearest sections (about the radio, its mic or its stations) are offered only after the answer.
    expect(body(answer.response)).not.toMatch(/^###/m)
    expect(answer.response).toContain(`${radio.brand} support`)
    expect(answer.related?.length).toBeGreaterThan(0)
    expect(answer.response).toMatch(/Nearest sections I have/)
    // Nothing spent.
    expect(answer.usage.queriesUsed).toBe(0)

    // The gap is recorded beside the declined question, for the admins' quality tab.
    const [row] = await ctx.database.db.select().from(queries).orderBy(desc(queries.id)).limit(1)
    expect(row).toMatchObject({ status: 'declined', composer: 'gate', counted: false, question })
    const [gap] = await ctx.database.db
      .select()
      .from(answerGaps)
      .where(eq(answerGaps.queryId, row?.id ?? -1))
    expect(gap).toMatchObject({
      deviceId: radio.id,
      deviceLabel: `${radio.brand} ${radio.model}`,
      subject: 'intercom',
      question,
    })
  })

  it('does not turn away a question the guides do cover', async () => {
    await withFreshQuota()
    const before = (await ctx.database.db.select().from(answerGaps)).length
    const answer = await ask(byModel('GX2400').id, 'how do i send a dsc distress alert')
    expect(answer.declined).toBeUndefined()
    expect(body(answer.response)).not.toMatch(/don't cover/)
    expect(answer.usage.queriesUsed).toBe(1)
    expect((await ctx.database.db.select().from(answerGaps)).length).toBe(before)
  })

  it("is not turned away for an everyday idiom ('a kind of anchor watch', 'does it already have')", async () => {
    expect(
      await answeredWith(
        'i50 Depth',
        'can i use the i50 depth as a kind of anchor watch so it yells if we start dragging?',
      ),
    ).toMatch(/anchor drag alarm/i)
    expect(
      await answeredWith('Elite FS 9', 'does it already have lake maps on it or do i need a card'),
    ).toMatch(/C-MAP/)
  })

  it("is not turned away for a word that only describes ('the actual difference', 'the smart way')", async () => {
    expect(
      await answeredWith(
        'FL-18 Ultra Pack',
        'my buddy says get a 9 degree ice ducer for deep water. whats the actual difference',
      ),
    ).toMatch(/ice transducer/i)
    expect(
      await answeredWith('GPSMAP 8610', 'whats the smart way to make sure i never lose my waypoints'),
    ).toMatch(/Backing up waypoints/i)
  })

  it("is not turned away for a word that names nothing ('what gives', 'what feeds those things')", async () => {
    expect(
      await answeredWith(
        'AIS 800',
        'ais 800 is on the n2k. the echomap at the lower helm shows all the ships but the gpsmap on the flybridge shows none, same backbone. what gives',
      ),
    ).toMatch(/AIS targets not showing/)
    expect(
      await answeredWith(
        'Vulcan 7',
        'laylines on my vulcan 7 are clearly wrong. says im fetching the mark and im way below it. what feeds those things?',
      ),
    ).toMatch(/Using B&G sailing features/)
  })

  it("reads the owner's 'hook it up' as the guides' 'connect' or 'pair', but 'pair' as pairing", async () => {
    expect(
      await answeredWith(
        'ECHOMAP UHD 73sv',
        'how do i hook my phone up to my echomap with the activecaptain app for software updates',
      ),
    ).toMatch(/Connecting to the ActiveCaptain app/)
    await withFreshQuota()
    const remote = await ask(
      byModel('Ultrex QUEST').id,
      'how do i pair a new i-pilot link remote to my ultrex',
    )
    expect(remote.declined).toBe(true)
  })

  it('finds a subject the guides write as one word ("motion scope", MotionScope)', async () => {
    expect(await answeredWith('GMR Fantom 24', 'what is motion scope on my radar')).toMatch(/motionscope/i)
  })

  it('says which subject is missing when the passages match only its everyday words', async () => {
    await withFreshQuota()
    const answer = await ask(byModel('IC-M424G').id, 'how do i hook up an external speaker to the icom')
    expect(answer.declined).toBe(true)
    expect(body(answer.response)).toMatch(/don't cover how to hook up an external speaker\./)
  })
})

describe('what the passages must say to cover a subject', () => {
  async function declinedWith(model: string, question: string) {
    await withFreshQuota()
    const answer = await ask(byModel(model).id, question)
    return answer.declined ? (body(answer.response).match(/don't cover ([^.]+)\./)?.[1] ?? 'declined') : null
  }

  it('its words together, not apart in one passage (a buddy list is not a buddy and a list)', async () => {
    expect(
      await declinedWith('AIS700', 'can i set up a buddy list so my friends boats stand out from the rest'),
    ).toBe('buddy list')
  })

  it('each of two things asked about (dual watch is covered, an intercom is not)', async () => {
    expect(await declinedWith('GX2400', 'what is the difference between dual watch and intercom')).toBe(
      'intercom',
    )
    expect(await declinedWith('GX2400', 'what is the difference between dual watch and tri watch')).toBeNull()
  })

  it('a rare verb with what it is done to (hiding the heading line is not aligning it)', async () => {
    expect(await declinedWith('HALO20+', 'can i hide the heading line on the radar for a moment')).toBe(
      'how to hide the heading line',
    )
  })

  it('an amount asked of a thing ("how many amp hours battery"): a section on another side of it does not cover it', async () => {
    expect(await declinedWith('STRIKER 4', 'how many amp hours battery do i need to run it all day')).toBe(
      'amp hours battery',
    )
  })

  it('an amount the passages name but never state (a weight, a current draw), not an amount they state', async () => {
    expect(await declinedWith('HALO20+', 'what does the halo20+ weigh, can my arch take it')).toBe(
      'its weight',
    )
    // 'amps' is in the guides (fuses, cables), never with the radar's draw.
    expect(
      await declinedWith('Quantum 2', 'how many amps does my quantum radar pull when it is transmitting'),
    ).toBe('how many amps')
    // 'It voids the warranty' names it; no sentence says how long it is.
    expect(await declinedWith('PIRANHAMAX 4', 'how long is the warranty on the piranhamax 4 di')).toBe(
      'how long the warranty is',
    )
    // 'A 3 A fuse is typical for small networks' (nmea-networking).
    expect(await declinedWith('GMI 20', 'what size fuse goes on the power tee for the gmi 20')).toBeNull()
    // 'Output: 25 W / 1 W' (its specifications).
    expect(await declinedWith('GX2400', 'how many watts does the gx2400 put out on high')).toBeNull()
  })

  it('a subject asked after a clause, or as "is there a X" (decision 0057)', async () => {
    expect(
      await declinedWith(
        'Evolution',
        'single handed at night, does the evolution have a watch alarm to keep me awake',
      ),
    ).toBe('watch alarm')
    expect(await declinedWith('HOOK Reveal', 'is there a pin lock on the hook reveal against theft')).toBe(
      'pin lock',
    )
  })

  it('a hyphened name is one word of the subject, not its end ("i-pilot link remote")', async () => {
    expect(await declinedWith('Ultrex', 'how do i pair a spare i-pilot link remote to my ultrex')).toMatch(
      /^how to pair a spare i-pilot link remote/,
    )
  })

  it('what the owner asks to make the device do ("make the is42 flip through the pages")', async () => {
    expect(await declinedWith('IS42', 'can i make the is42 flip through its pages on a timer')).toMatch(
      /flip/,
    )
  })

  it('a sentence holding the subject alone does not cover it ("water temperature may show air temperature")', async () => {
    expect(await declinedWith('i70s', 'can the i70s show the air temperature on deck')).toBe(
      'air temperature',
    )
  })

  it('a rare verb done to the device itself must be said ("tune the radar" of a radar)', async () => {
    expect(
      await declinedWith('DRS4W', 'picture looks weak, how do i tune the radar manually in the app'),
    ).toBe('how to tune the radar')
  })

  it("a name the guides write with a capital inside ('StartLine') is spoken of wherever they write it", async () => {
    // 'StartLine and RaceTimer: ping the ends of the start line ...' holds none of the question's other words.
    expect(
      await declinedWith('Zeus S 12', 'what does the startline thing do, we race on wednesdays'),
    ).toBeNull()
  })

  it("a key's label written with a slash must be written ('16/c')", async () => {
    expect(await declinedWith('IC-M424G', 'what does the 16/c key do on the icom')).toBe('16/c key')
  })

  it('connecting a thing to the device: the passages must say the thing is connected', async () => {
    expect(await declinedWith('SOLIX', 'can i hook up a radar to my solix')).toBe('how to hook up a radar')
    // Said: 'connect the ActiveCaptain app'.
    expect(await declinedWith('NSX', 'can i connect the garmin activecaptain app to my nsx')).toBeNull()
  })

  it('still answers what the guides cover in other words', async () => {
    // 'My graph' is the device; 'sonar' is in nearly every passage; 'export' is said with 'waypoints'.
    expect(
      await declinedWith('APEX 16', 'can i just tap my graph off one of the trolling motor batteries'),
    ).toBeNull()
    expect(await declinedWith('Axiom 2 Pro', 'how can i spin the 3d sonar view')).toBeNull()
    expect(await declinedWith('GPSMAP 79s', 'how do i export my waypoints to the computer')).toBeNull()
  })

  it("is not turned away for its words of asking ('whats the deal', 'the calibration procedure')", async () => {
    expect(
      await declinedWith(
        'HDS Live 12',
        'it reboots every time i turn the key on the outboard, whats the deal',
      ),
    ).toBeNull()
    expect(await declinedWith('Precision-9', "What's the calibration procedure for it?")).toBeNull()
    expect(await declinedWith('STRIKER 4', 'fish show as long straight lines, whats wrong')).toBeNull()
  })

  it("a thing's initials the guides never write are not covered ('rtk corrections')", async () => {
    expect(
      await declinedWith(
        'Point-1',
        'can the point-1 take RTK corrections to get centimeter accuracy for my lake mapping?',
      ),
    ).toBe('rtk corrections')
  })
})

describe("a word off electronics' subject that is the device's own part", () => {
  it("answers a trolling motor's prop from its maker's guide; another device's prop stays off-topic", async () => {
    await withFreshQuota()
    const motor = await ask(
      byModel('Ultrex').id,
      'got braid wound all around the prop shaft on my ultrex. how do i get the prop off',
    )
    expect(motor.declined).toBeUndefined()
    expect(body(motor.response)).toContain('### Removing the prop to clear fishing line')
    const plotter = await ask(
      byModel('GPSMAP 8610').id,
      'how do i get the prop off my outboard to clear braid',
    )
    expect(plotter.declined).toBe(true)
    expect(body(plotter.response)).toMatch(/outside what I can help with/)
  })
})

describe('askedSubjects', () => {
  const device: DeviceContext = {
    id: 1,
    brand: 'Standard Horizon',
    model: 'GX2400 Matrix AIS/GPS',
    deviceType: 'vhf',
    specifications: '',
    custom: false,
    general: false,
  }
  const words = (question: string) => askedSubjects(question, device).map((s) => s.words)
  it('reads what the question asks about, without the device name or words that name no subject', () => {
    expect(words('how do i get the fog horn on the gx2400 to blow')).toEqual([['fog', 'horn']])
    expect(words('what is target expansion and how do i turn it on')).toEqual([['target', 'expansion']])
    expect(words('whats the easiest way to update it')).toEqual([])
    expect(words('what is an mmsi anyway')).toEqual([['mmsi']])
    expect(words('my radio hisses')).toEqual([])
    // Words of asking for a cause or a way, and verbs of changing an amount, name no subject.
    expect(words('whats the deal')).toEqual([])
    expect(words('what is wrong with it')).toEqual([])
    expect(words('can i crank the squelch way up')).toEqual([['squelch']])
    // The thing named after 'what' up to its verb, and after 'how long is'; a verb after 'what' names nothing.
    expect(words('what hydraulic oil should i top it up with')).toEqual([['hydraulic', 'oil']])
    expect(words('what size cutout do i need to flush mount it')).toEqual([['cutout']])
    expect(words('how long is the warranty on it')).toEqual([['warranty']])
    expect(words('is that what makes the depth jump')).toEqual([])
    // Where a thing is to be shown, or what the device is to be used as.
    expect(words('can it show the depth on my fenix watch')).toEqual([['depth'], ['fenix', 'watch']])
    expect(words('can i use the gx2400 as an intercom')).toEqual([['intercom']])
    expect(words('ais boats dont show up on my echomap')).toEqual([])
    expect(words('can i see livescope on my displays')).toEqual([['livescope']])
  })
  it("reads an everyday idiom as what it means, not as a subject ('a kind of', 'keep an eye on')", () => {
    expect(words('can i use the gx2400 as a kind of intercom')).toEqual([['intercom']])
    expect(words('is there some sort of scan memory')).toEqual([['scan', 'memory']])
    expect(words('what kind of antenna cable do i need')).toEqual([['antenna', 'cable']])
    expect(words('can i keep an eye on channel 16 and 9 at once')).toEqual([['channel']])
    // An adverb before the verb is not the verb ('does it already have'), nor a comparative the thing asked.
    expect(words('does it already have weather alerts')).toEqual([['weather', 'alerts']])
    expect(askedSubjects('does it already have weather alerts', device)[0]?.verb).toBeUndefined()
    expect(words('whats the quicker way round it')).toEqual([])
    expect(words('what do those lines depend on')).toEqual([['lines']])
    // 'A bit' names nothing, as 'a part' does; a clause after a verb of knowing ('im pointed') is no subject.
    expect(words('what does the gray bit on the route mean')).toEqual([['gray']])
    expect(words('how do i know im pointed at the fish')).toEqual([])
    // 'Go dark' is to stop transmitting; after an object pronoun ('stop them fighting') no subject is named;
    // an owner's verb of fitting or dropping a part ('throw on', 'ditch') is not what the guides say.
    expect(words('how do i go dark on ais')).toEqual([['transmitting']])
    expect(words('how do i stop them fighting each other')).toEqual([])
    expect(askedSubjects('can i just throw on a cheap transducer', device)[0]?.verb).toBeUndefined()
    expect(askedSubjects('can i ditch the old antenna', device)[0]?.verb).toBeUndefined()
    // A function word after 'and' ('and lower my power pole') is not part of what is named back to the owner.
    expect(words('how do i raise and lower my power pole')).toEqual([['power', 'pole']])
    // 'Is there a way to', 'any way to', 'is it possible to' ask how to, as 'how do i' does.
    expect(askedSubjects('is there a way to mute my fog horn from the screen', device)[0]).toMatchObject({
      verb: 'mute',
      words: ['fog', 'horn'],
    })
    expect(askedSubjects('is it possible to rename the channels', device)[0]).toMatchObject({
      verb: 'rename',
      words: ['channels'],
    })
  })
  it('reads a hostile question of the longest a history turn may be without stalling', () => {
    // The new shapes ('what X', 'show X on my Y', 'use X as a Y') repeated and run together, 8,000 characters.
    const hostile = 'what show a b c on the use d e as a '.repeat(230).slice(0, 8000)
    // Finishing within the test's own time limit is the check; its speed is bench:load's to measure.
    expect(Array.isArray(askedSubjects(hostile, device))).toBe(true)
  })
  it('reads it in other shapes of question: where, what does, the difference between, and each of two', () => {
    expect(words('where do i enter our destination and eta on the class a ais')).toEqual([
      ['destination'],
      ['eta'],
    ])
    expect(words('what does the scan button do')).toEqual([['scan', 'button']])
    expect(words('how much current does the radar draw')).toEqual([['current']])
    expect(words('whats the difference between dual watch and tri watch')).toEqual([
      ['dual', 'watch'],
      ['tri', 'watch'],
    ])
    expect(words('can the gx2400 show barometric pressure and a trend')).toEqual([
      ['barometric', 'pressure'],
      ['trend'],
    ])
  })
  it('keeps the verb asked for, and what is asked of the device itself', () => {
    const [hide] = askedSubjects('how do i hide the heading line for a second', device)
    expect(hide).toMatchObject({
      verb: 'hide',
      words: ['heading', 'line'],
      asWritten: 'hide the heading line',
    })
    expect(hide?.ofTheDevice).toBe(false)
    // Done to the device itself, the verb is asked of what follows: the box it is paired to.
    const [pair] = askedSubjects('how do i pair a new gx2400 to the wsi box', device)
    expect(pair).toMatchObject({
      verb: 'pair',
      words: ['wsi', 'box'],
      asWritten: 'pair a new gx2400 to the wsi box',
    })
    // A particle between the device and the partner word: 'hook the gx2400 up to the tv'.
    const [hook] = askedSubjects('can i hook the gx2400 up to the tv in the salon', device)
    expect(hook).toMatchObject({ verb: 'hook', words: ['tv'], asWritten: 'hook the gx2400 up to the tv' })
    // Owners ask other owners ('how do you guys'), and an adverb of manner ends the subject ('straight off').
    expect(askedSubjects('how do you guys judge size on it', device)[0]).toMatchObject({ verb: 'judge' })
    expect(words('can i feed the whole n2k backbone straight off the 24v panel')).toContainEqual([
      'n2k',
      'backbone',
    ])
    // Done to the device from somewhere else, the place is what is asked: 'run the gx2400 from my ipad'.
    expect(askedSubjects('can i run the gx2400 from my ipad in the cabin', device)[0]).toMatchObject({
      verb: 'run',
      words: ['ipad'],
    })
    // Relying on a thing or fitting it is no action of its own that the guides must name.
    expect(askedSubjects('can i trust that radar picture to dodge a storm', device)[0]?.verb).toBeUndefined()
    expect(askedSubjects('could i stick a gps puck on it later', device)[0]?.verb).toBeUndefined()
    const [measure] = askedSubjects('can the gx2400 measure the area of a spot', device)
    expect(measure).toMatchObject({ verb: 'measure', words: ['area'], ofTheDevice: true })
  })
  it('reads connecting a thing to the device itself, however the device is named', () => {
    for (const question of ['how do i hook up a radar to my radio', 'can i connect a chartplotter to it']) {
      expect(askedSubjects(question, device)).toEqual([
        expect.objectContaining({ words: [expect.any(String)], connectedToTheDevice: true }),
      ])
    }
    expect(
      askedSubjects('how do i hook up a radar to the antenna', device)[0]?.connectedToTheDevice,
    ).toBeUndefined()
  })
  it("leaves out the owner's word for the device, makers' names and numbers", () => {
    expect(askedSubjects('can i just tap my graph off one of those batteries', device)).toEqual([
      expect.objectContaining({ verb: 'tap', words: [] }),
    ])
    expect(words('can i use the humminbird fishsmart app to update it')).toEqual([['fishsmart', 'app']])
    expect(words('what does the old 16 button do')).toEqual([['button']])
    expect(words('how do i spin the 3d sonar view')).toEqual([['3d', 'sonar', 'view']])
  })
})

describe('spokenTogether', () => {
  const unit = (text: string) => {
    const positions = new Map<string, number[]>()
    text.split(' ').forEach((w, i) => {
      positions.set(w, [...(positions.get(w) ?? []), i + 1])
    })
    return { passage: 'p', words: text.split(' ').length, positions }
  }
  it('takes a short sentence, title or phrase as speaking of all its words together', () => {
    expect(spokenTogether(unit('buddy list on the plotter'), ['buddy', 'list'])).toBe(true)
  })
  it('wants the words as a phrase in a longer sentence, not at its two ends', () => {
    const long = 'tack or gybe with the pilot so it turns the boat through the wind to the mirror angle'
    expect(spokenTogether(unit(long), ['tack', 'angle'])).toBe(false)
    expect(spokenTogether(unit(long), ['mirror', 'angle'])).toBe(true)
    expect(spokenTogether(unit(long), ['tack', 'horn'])).toBe(false)
  })
})

describe('the places a subject may be spoken of', () => {
  it("takes a manual table's row as a line that names what it holds, not a sentence that needs the question's other words", () => {
    const row = {
      id: 'manual:1:18',
      kind: 'manual' as const,
      sourceId: 'm1',
      sourceTitle: 'Corvid BR24 manual',
      title: 'Rotation speed',
      headings: '',
      body: 'Rotation speed: 24 rpm\n\nThe antenna turns while the radar transmits.',
      deviceId: 1,
      page: 18,
      pageLabel: '15',
      url: null,
      score: 1,
    }
    // A hostile row (a key, then spaces without end) is read in one pass.
    const spaces = { ...row, body: `Key:${' '.repeat(100_000)}:` }
    expect(unitsOf([spaces]).map((u) => u.sentence)).toEqual([false, true])
    expect(unitsOf([row]).map((u) => [u.text, u.sentence])).toEqual([
      ['Rotation speed', false],
      ['Rotation speed: 24 rpm', false],
      ['The antenna turns while the radar transmits.', true],
    ])
  })
})

describe('a follow-up about what the previous answer led with', () => {
  const groupCalls = {
    id: 'guide:vhf-radios/making-dsc-group-and-all-ships-calls',
    kind: 'guide',
    title: 'Making DSC group and all-ships calls',
    headings: '',
    body: 'A group call reaches every radio programmed with the same group MMSI number.',
  } as Passage

  it("is covered when that section speaks of each thing it names, in the owner's other words", async () => {
    expect(
      await namedByThePreviousSection('group number', 'where do we get that group number from', groupCalls),
    ).toBe(true)
    expect(
      await namedByThePreviousSection('group laid', 'can i get that group laid out on the map', groupCalls),
    ).toBe(true)
  })

  it('is not, when a thing it names is not in that section or it names no thing', async () => {
    expect(
      await namedByThePreviousSection('group voicemail', 'can the group call leave a voicemail', groupCalls),
    ).toBe(false)
    expect(
      await namedByThePreviousSection('how to start taking', 'how do i start taking it', groupCalls),
    ).toBe(false)
  })
})
