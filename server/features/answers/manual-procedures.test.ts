import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { knowledgeChunks } from '../../db/schema'
import { composeExtractive } from './extractive'
import { type ManualPiece, wholeProcedure, withWholeProcedures } from './manual-procedures'
import type { DeviceContext, Passage } from './retrieval'

const radio: DeviceContext = {
  id: 3,
  brand: 'Brightwater',
  model: 'SeaHail DS-60',
  deviceType: 'vhf radio',
  specifications: 'Type: fixed-mount VHF radio with Class D DSC.',
  custom: false,
  general: false,
}

const DISTRESS = 'Sending a DSC Distress Alert'
// A distress procedure as the reader cuts it: steps 1 to 3 at the foot of page 11, the rest of step 3 ('shows.'),
// steps 4 and 5 and the note at the top of page 12 (chunkBlocks never lets a passage span two pages).
const page11: ManualPiece = {
  id: 'doc:4:31',
  title: DISTRESS,
  body: [
    'In grave and imminent danger, the DSC distress alert calls every DSC radio in range. Use the red DISTRESS key under the spring-loaded cover.',
    '1. Lift the red spring-loaded cover over the DISTRESS key.',
    '2. Press the DISTRESS key briefly and turn the CH knob to choose the nature of distress.',
    '3. Press and hold the DISTRESS key for three seconds. The radio sends the alert; Alert Sent',
  ].join('\n\n'),
}
const page12: ManualPiece = {
  id: 'doc:4:32',
  title: DISTRESS,
  body: [
    'shows.',
    '4. Wait for the acknowledgement. The radio repeats the alert until a coast station acknowledges it.',
    '5. Hold PTT and make the Mayday call.',
    'Note: If there is no time to choose the nature of distress, hold the DISTRESS key for three seconds.',
  ].join('\n\n'),
}
const byId = (...pieces: ManualPiece[]) => new Map(pieces.map((p) => [p.id, p]))
const stepsIn = (text: string) => [...text.matchAll(/^(?:> )?(\d+)\. /gm)].map((m) => Number(m[1]))

describe('a manual procedure split across passages', () => {
  it('joins the steps on the next page to the passage that holds the first ones, mending the cut step', () => {
    const whole = wholeProcedure(page11, byId(page12)).body
    expect(stepsIn(whole)).toEqual([1, 2, 3, 4, 5])
    expect(whole).toContain('Alert Sent shows.')
    expect(whole).toContain('Note: If there is no time')
    expect(whole.startsWith('In grave and imminent danger')).toBe(true)
  })

  it('joins the steps on the page before to a passage that holds the last ones', () => {
    const { body: whole, from } = wholeProcedure(page12, byId(page11))
    expect(stepsIn(whole)).toEqual([1, 2, 3, 4, 5])
    expect(whole.startsWith('In grave and imminent danger')).toBe(true)
    expect(from).toBe(page11.id)
  })

  it('drops the sentences a passage cut for its size repeats from the one before', () => {
    const before: ManualPiece = {
      id: 'doc:4:7',
      title: 'Entering Your MMSI',
      body: 'The user MMSI can be entered only once.\n\n1. Press MENU and select DSC Setup.\n\n2. Select User MMSI. The radio shows nine dashes.',
    }
    const after: ManualPiece = {
      id: 'doc:4:8',
      title: 'Entering Your MMSI',
      body: 'The radio shows nine dashes.\n\n3. Enter the nine digits and press ENT.\n\nWARNING: Do not enter a made-up number.',
    }
    const whole = wholeProcedure(before, byId(after)).body
    expect(stepsIn(whole)).toEqual([1, 2, 3])
    expect(whole.match(/nine dashes/g)).toHaveLength(1)
    expect(whole).toContain('WARNING: Do not enter a made-up number.')
  })

  it('mends a step a column break cut in two within one passage', () => {
    const piece: ManualPiece = {
      id: 'doc:4:9',
      title: 'Man Overboard',
      body: '1. Press the MOB key. The radio stores the position and shows the bearing and distance back\n\nto it.\n\n2. Steer back to the stored position.',
    }
    expect(wholeProcedure(piece, new Map()).body).toContain('distance back to it.\n\n2. Steer back')
  })

  it('leaves a neighbour of another section, or a list that does not continue the numbering, apart', () => {
    const otherSection = { ...page12, title: 'Cancelling a False Alert' }
    expect(stepsIn(wholeProcedure(page11, byId(otherSection)).body)).toEqual([1, 2, 3])
    const ended: ManualPiece = {
      ...page11,
      body: `${page11.body}.\n\nThe alert also goes to the chartplotter.`,
    }
    const freshList: ManualPiece = { ...page12, body: '1. Select DSC Call.\n\n2. Select Individual.' }
    expect(stepsIn(wholeProcedure(ended, byId(freshList)).body)).toEqual([1, 2, 3])
  })
})

describe('a manual procedure answered', () => {
  const manualPassage = (piece: ManualPiece, page: number, body: string): Passage => ({
    ...piece,
    kind: 'manual',
    sourceId: 'doc:4',
    sourceTitle: 'SeaHail DS-60 Owner Manual',
    headings: 'SeaHail DS-60 Owner Manual',
    body,
    deviceId: radio.id,
    page,
    pageLabel: String(page - 4),
    url: null,
    score: 20,
  })

  it('shows every step with the manual numbers, its intro and its note, first for an emergency', () => {
    const lead = manualPassage(page12, 16, wholeProcedure(page12, byId(page11)).body)
    const other = manualPassage(
      { id: 'doc:4:20', title: 'The Call Log', body: '' },
      18,
      'The call log keeps the last 20 calls.',
    )
    const answer = composeExtractive({
      question: 'how do i send a mayday with the red distress button',
      device: radio,
      passages: [lead, other],
    })
    const body = answer.text.split('\n---')[0] ?? ''
    expect(stepsIn(body)).toEqual([1, 2, 3, 4, 5])
    expect(body).toContain('Lift the red spring-loaded cover')
    expect(body).toContain('Note: If there is no time')
    expect(answer.used[0]).toBe(lead)
  })

  it('leads with a man overboard procedure, whole, when someone falls overboard', () => {
    const guide = (title: string, body: string, score: number): Passage => ({
      id: `guide:vhf/${title}`,
      kind: 'guide',
      sourceId: 'vhf',
      sourceTitle: 'VHF radio',
      title,
      headings: '',
      body,
      deviceId: null,
      page: null,
      pageLabel: null,
      url: null,
      score,
    })
    const answer = composeExtractive({
      question: 'what do i do on the radio if someone falls overboard',
      device: radio,
      passages: [
        guide(
          'Using the radio',
          'Press PTT to talk and release it to listen. Use channel 16 for calling.',
          20,
        ),
        guide(
          'Man overboard',
          '1. Shout and point at the person.\n2. Press the MOB key.\n3. Send a DSC alert and steer back.',
          12,
        ),
      ],
    })
    const afterHeader = (answer.text.split('\n---')[0] ?? '').split('\n\n').slice(1).join('\n\n')
    expect(afterHeader.startsWith('### Man overboard')).toBe(true)
    expect(stepsIn(afterHeader)).toEqual([1, 2, 3])
  })
})

describe('manual procedures joined from the stored passages', () => {
  it('reads the neighbouring passages of the one retrieved and answers with the whole procedure', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
    try {
      const stored = (piece: ManualPiece, page: number) => ({
        ...piece,
        kind: 'manual' as const,
        sourceId: 'doc:4',
        sourceTitle: 'SeaHail DS-60 Owner Manual',
        page,
        position: Number(piece.id.split(':')[2]) - 1,
        contentHash: piece.id,
      })
      await database.db.insert(knowledgeChunks).values([stored(page11, 15), stored(page12, 16)])
      const retrieved: Passage = {
        ...stored(page12, 16),
        headings: '',
        deviceId: null,
        pageLabel: '12',
        url: null,
        score: 20,
      }
      const [whole] = await withWholeProcedures(database.db, [retrieved])
      expect(stepsIn(whole?.body ?? '')).toEqual([1, 2, 3, 4, 5])
      // Cited by the page where the procedure begins.
      expect(whole?.page).toBe(15)
    } finally {
      await database.close()
    }
  })
})
