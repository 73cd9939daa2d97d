// Questions answered from a device's own uploaded manual, through the API: the words that name the device are
// on every page of its manual and do not choose the passage, and a question asking for an amount ('how fast')
// is answered by the passage that gives one, and one asking why by the passage that gives the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import type { ManualDocument } from '../../../contract/documents'
import type { QueryResponse } from '../../../contract/query'
import {
  createTestContext,
  injectAs,
  registerUser,
  signInAsAdmin,
  type TestContext,
} from '../../test/context'
import { documentUploadBody, postDocument, settledDocument } from '../../test/documents'
import { column, layoutPdf, type PageDrawing, tablePage } from '../../test/layout-pdfs'

const MANUAL = `# Seacall VX-9 Owner Manual

## Before You Use the Radio

The VX-9 is a fixed-mount marine VHF radio with DSC (Digital Selective Calling) for calling another boat or
the coast guard by number and for sending a distress alert with your position. A licence may be needed to
use it in your country. Never use channel 16 for routine chat; it is kept for calling and distress.

## Replacing the Fuse

The power cable has a 6 A fuse in an in-line holder. Replace it only with a 6 A fuse of the same type.

## Automatic Tuning

Autotune teaches the pilot how the boat answers the helm. Motor in open water at least 10 knots for a
planing boat. Then press AUTO and stay at the helm while the boat turns.

## In the Harbour

Switch to low power (1 W) before calling a marina or a lock keeper, so distant stations are not disturbed.

## Calling a Boat Ramp or Marina

Marinas and boat ramps listen on channel 9 or 16. Call them by voice: say the marina's name three times, then
your boat's name.

## Individual Call

To call another vessel by its MMSI, press DSC, select Individual Call, choose the vessel from the directory and
press Call. The radio changes to the working channel the other station accepts.

## Watch Alarm

The watch alarm sounds at a set interval, from 3 to 30 minutes, to keep the person on watch alert. Press any
key to reset it.

## Troubleshooting the Tuning

If the boat wanders from side to side, lower the response, or run Autotune again at cruising speed.
`

const FISHFINDER_MANUAL = `# AquaScan 7 Owner's Manual

## Traditional Sonar View

The traditional view is a full screen image of the sonar readings from the transducer. The right edge shows
the newest readings and the picture scrolls from right to left as the boat moves.

Fish appear as arches because the boat passes over them: a fish enters the edge of the cone, comes closest
under the transducer, and leaves again. A fish directly under a stationary boat shows as a straight line.

## Fish Symbols

Fish Symbols replace the arches with fish icons and can show the depth of each fish above the icon. Press
MENU, select Sonar Setup, select Fish Symbols, and choose Symbols with Depth. Small, medium and large icons
follow the strength of the return, not the true size of the fish.

## Screen Brilliance

Press the POWER/BRILL key briefly to show the brilliance window, then press it again to step the brilliance
up. Ten levels are available.

## Transducer

The supplied transducer sends two frequencies, 50 kHz and 200 kHz, shown side by side or one at a time.

## Sonar Frequency

The high frequency draws single fish in fine detail: it is the better choice in shallow water.
The low frequency covers a wide cone and reaches deeper.
`

const RADAR_MANUAL = `# Corvid BR-9 Radar Manual

## Transmitting and Standby

When the radar is switched on it warms up for about 30 seconds, then waits in Standby. Select Transmit to
start the picture.

## Troubleshooting

### No picture after switching on

Check that the radar is transmitting and not in Standby, and that the network cable is connected.

### The picture is rotated

Set the bearing alignment so that a buoy dead ahead shows dead ahead on the screen.
`

/** A chartplotter's PDF manual: procedures in running text, a troubleshooting table and a specifications table. */
const section =
  (sections: [string, string][]): PageDrawing =>
  ({ body }) => {
    let y = 720
    return sections.flatMap(([heading, text]) => {
      const drawn = column(body, [text], 60, y - 22, 480)
      const at = y
      y = drawn.bottom - 20
      return [{ text: heading, x: 60, y: at, size: 14, bold: true }, ...drawn.drawn]
    })
  }
const CHARTPLOTTER_PAGES: PageDrawing[] = [
  section([
    [
      'Power connection',
      'The display runs from a 12 V dc supply. Connect the power cable to the distribution panel through a breaker, or through an inline fuse on a switched circuit.',
    ],
    [
      'Turning the display on and off',
      'Press the power key to turn the display on. To turn it off, press and hold the power key for three seconds until the screen goes dark.',
    ],
    [
      'Placing a waypoint',
      "Press the Waypoint key to place a waypoint at the vessel's position. To place one elsewhere, move the cursor to it and press OK.",
    ],
  ]),
  tablePage(
    'Troubleshooting',
    ['Problem', 'Possible causes', 'Possible solutions'],
    [
      [
        'The display will not switch on',
        'Blown fuse or tripped breaker; poor power connection',
        'Check the 5 A fuse and the breaker, and the power connector.',
      ],
      ['No position fix', 'The view of the sky is blocked', 'Move the display or fit an external antenna.'],
      ['Chart card not recognised', 'Card formatted exFAT, or dirty contacts', 'Use a FAT32 card.'],
      [
        'The depth reading looks wrong',
        'A depth offset is set',
        'Check the depth offset under Sonar settings.',
      ],
    ],
    [150, 160, 182],
  ),
  tablePage(
    'Specifications',
    ['Item', 'Value'],
    [
      ['Waypoints', '3,000'],
      ['Routes', '150'],
      ['Memory card', 'one microSD, up to 32 GB'],
      ['Maximum depth', '1,500 ft (457 m)'],
      ['Weight', '1.35 kg'],
      ['Power supply', '10-32 V dc'],
    ],
    [200, 200],
  ),
]

let ctx: TestContext
let admin: string
let device: Manual
let fishfinder: Manual
let chartplotter: Manual
let radar: Manual

/** A device added by the admin, with its manual uploaded and read. */
async function deviceWithManual(
  payload: { brand: string; model: string; deviceType: string },
  file: string,
  content: string | Uint8Array,
): Promise<Manual> {
  const added: Manual = (
    await injectAs(ctx.app, admin, { method: 'POST', url: '/api/manuals', payload })
  ).json()
  const data = typeof content === 'string' ? Buffer.from(content) : content
  const created = await postDocument(ctx.app, admin, added.id, documentUploadBody(file, data))
  expect(created.statusCode, created.body).toBe(201)
  const doc = await settledDocument(ctx.app, admin, added.id, (created.json() as ManualDocument).id, 20_000)
  expect(doc.status).toBe('ready')
  return added
}

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  admin = (await signInAsAdmin(ctx)).cookie
  device = await deviceWithManual(
    { brand: 'Seacall', model: 'VX-9 VHF Radio', deviceType: 'other' },
    'vx-9.md',
    MANUAL,
  )
  fishfinder = await deviceWithManual(
    { brand: 'Nereus', model: 'AquaScan 7', deviceType: 'fishfinder' },
    'aquascan-7.md',
    FISHFINDER_MANUAL,
  )
  radar = await deviceWithManual(
    { brand: 'Corvid', model: 'BR-9', deviceType: 'radar' },
    'br-9.md',
    RADAR_MANUAL,
  )
  chartplotter = await deviceWithManual(
    { brand: 'Halyard', model: 'Element 9 HV', deviceType: 'chartplotter' },
    'element.pdf',
    await layoutPdf(CHARTPLOTTER_PAGES),
  )
})
afterAll(() => ctx.close())

async function ask(query: string, on = device): Promise<QueryResponse> {
  const { cookie } = await registerUser(ctx.app)
  const response = await injectAs(ctx.app, cookie, {
    method: 'POST',
    url: '/api/query',
    payload: { manualId: on.id, query },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe("answers from the device's own manual", () => {
  it("is not led by the page that names the device most ('the radio' in a radio's manual)", async () => {
    const answer = await ask('what fuse does the radio take')
    expect(answer.sources[0]?.heading).toContain('Replacing the Fuse')
    expect(answer.response).toContain('6 A fuse')
  })

  it("finds the maker's watch alarm for an owner's beep to stay awake", async () => {
    const watch = await ask('can it beep now and then to keep me awake')
    expect(watch.sources[0]?.heading).toContain('Watch Alarm')
  })

  it("answers 'how fast' with the passage that gives a speed", async () => {
    const answer = await ask('how fast should i go for autotune')
    expect(answer.sources[0]?.heading).toContain('Automatic Tuning')
    expect(answer.response).toContain('at least 10 knots')
  })

  it('answers which of two to choose with the passage that recommends one, not the one that names both', async () => {
    const answer = await ask('50 or 200 khz for shallow water?', fishfinder)
    expect(answer.sources[0]?.heading).toContain('Sonar Frequency')
    expect(answer.response).toContain('the better choice in shallow water')
  })

  it("finds the maker's name for a setting ('brilliance') for the owner's ('brightness')", async () => {
    const answer = await ask('how do i turn up the brightness', fishfinder)
    expect(answer.sources[0]?.heading).toContain('Screen Brilliance')
  })

  it("answers 'why' with the passage that gives the reason, not the one that shares the most words", async () => {
    const answer = await ask('why do fish show up as arches on the sonar', fishfinder)
    expect(answer.sources[0]?.heading).toContain('Traditional Sonar View')
    expect(answer.response).toContain('because the boat passes over them')
  })
})

describe('American and British spellings', () => {
  it("finds the manual's 'Harbour' for an owner's 'harbor'", async () => {
    const answer = await ask('what should i do with the radio in the harbor')
    expect(answer.sources[0]?.heading).toContain('In the Harbour')
  })
})

describe("a manual's table rows answer the questions they are for", () => {
  it("answers a unit that will not start with the troubleshooting row, in the maker's words", async () => {
    const answer = await ask('my element wont power on', chartplotter)
    expect(answer.sources[0]?.heading).toContain('The display will not switch on')
    expect(answer.response).toContain('Check the 5 A fuse')
  })

  it('does not answer a unit that will not turn off with the row for one that will not switch on', async () => {
    const answer = await ask('my element display wont switch off', chartplotter)
    expect(answer.sources[0]?.heading).toContain('Turning the display on and off')
    expect(answer.response).toContain('hold the power key for three seconds')
  })

  it("answers 'how many' with the specifications row that gives the count", async () => {
    const answer = await ask('how many waypoints can i store', chartplotter)
    expect(answer.sources[0]?.heading).toContain('Waypoints')
    expect(answer.response).toContain('3,000')
  })

  it("answers what the device does ('how deep will the depth reading go') with the specification, not a fault's row", async () => {
    const answer = await ask('how deep will the depth reading go', chartplotter)
    expect(answer.sources[0]?.heading).toContain('Maximum depth')
    expect(answer.response).toContain('1,500 ft')
  })

  it("finds a range the manual writes '10-32 V' for an owner's '32v', and a card size for '32gb'", async () => {
    // The index reads '10-32' as '10' and '-32', and '32v' as one word: the question brings the other forms.
    const voltage = await ask('will it run on 32v', chartplotter)
    expect(voltage.sources[0]?.heading).toContain('Power supply')
    expect(voltage.response).toContain('10-32 V')
    const card = await ask('can i put a 32gb card in it', chartplotter)
    expect(card.sources[0]?.heading).toContain('Memory card')
  })

  it("answers 'how long' with the passage that gives the time, not a fault's row", async () => {
    const answer = await ask('how long after i switch it on before i get a picture', radar)
    expect(answer.sources[0]?.heading).toContain('Transmitting and Standby')
    expect(answer.response).toContain('about 30 seconds')
  })

  it('answers how to do something with the procedure, not a short specifications row', async () => {
    const answer = await ask('how do i drop a waypoint where i am', chartplotter)
    expect(answer.sources[0]?.heading).toContain('Placing a waypoint')
  })
})
