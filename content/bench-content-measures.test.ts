// The content benchmark's reading of an answer (bench/content-measures.ts): what counts as shown, as a whole
// procedure and as saying plainly that nothing covers the question.
import { describe, expect, it } from 'vitest'
import {
  answerBody,
  guideProcedures,
  labelledPlaces,
  proceduresShown,
  readerWords,
  saysNotCovered,
  shown,
  withinFirst,
} from '../bench/content-measures'
import type { GuideSection } from '../server/features/knowledge/content'

const section = (id: string, body: string) => ({ id, body }) as GuideSection
const mayday = guideProcedures([
  section(
    'radio/sending-a-mayday',
    'Intro.\n\n1. Lift the red cover.\n2. Press DISTRESS and choose the nature of distress.\n3. Hold DISTRESS for 3 seconds.\n4. Wait for the acknowledgement.\n\nAfter the list.',
  ),
])

describe('the content benchmark reads an answer as its owner does', () => {
  it('keeps a sign, a decimal point and a percent, and drops markdown', () => {
    expect(readerWords('Set **Keel Offset** to -0.3 m; start at 72%.')).toEqual([
      'set',
      'keel',
      'offset',
      'to',
      '-0.3',
      'm',
      'start',
      'at',
      '72',
      '%',
    ])
    expect(shown('Keel offset: 0.3 m', { section: 's', text: '-0.3 m', kind: 'value' })).toBe(false)
    expect(shown('Enter **-0.3** m.', { section: 's', text: '-0.3 m', kind: 'value' })).toBe(true)
  })

  it('reads an answer without its citation markers, which are links on screen, not words', () => {
    expect(answerBody('Press OK. [1]\n\n- Raise it [2][3] slowly.\n\n---\n1. A guide')).toBe(
      'Press OK.\n\n- Raise it slowly.\n\n',
    )
    expect(answerBody('See [1](https://example.com).')).toBe('See [1](https://example.com).')
    expect(
      shown('Raise the gain. [1] Then lower it.', { section: 's', text: 'gain then lower', kind: 'step' }),
    ).toBe(true)
  })

  it('reads only what comes before the sources', () => {
    expect(answerBody('Answer.\n\n---\n**Sources**\n1. A guide')).toBe('Answer.\n\n')
    expect(
      shown('Answer.\n\n---\nLift the red cover.', {
        section: 's',
        text: 'Lift the red cover',
        kind: 'step',
      }),
    ).toBe(false)
  })

  it('finds the numbered lists of a section', () => {
    expect(mayday).toHaveLength(1)
    expect(mayday[0]?.steps.map((s) => s.number)).toEqual([1, 2, 3, 4])
  })

  it('calls a procedure whole only with every step, in the source numbering and order', () => {
    const whole =
      '1. Lift the red cover.\n2. Press DISTRESS and choose the nature of distress.\n3. Hold DISTRESS for 3 seconds.\n4. Wait for the acknowledgement.'
    expect(proceduresShown(whole, mayday)).toEqual([
      { section: 'radio/sending-a-mayday', steps: 4, found: 4, whole: true },
    ])
    // Only step 4, renumbered '1.': the measurement that started issue 39.
    expect(proceduresShown('1. Wait for the acknowledgement.', mayday)[0]?.whole).toBe(false)
    const reordered =
      '1. Lift the red cover.\n3. Hold DISTRESS for 3 seconds.\n2. Press DISTRESS and choose the nature of distress.\n4. Wait for the acknowledgement.'
    expect(proceduresShown(reordered, mayday)[0]?.whole).toBe(false)
    expect(proceduresShown('Nothing about radios.', mayday)).toEqual([])
  })

  it('counts a step kept in its place, saying it does not apply to the device, as shown, and alone as nothing', () => {
    const withNotApplicable =
      '1. Lift the red cover.\n2. _Not for the **Garmin GPSMAP 79s**: according to its specifications, it does not have DSC._\n3. Hold DISTRESS for 3 seconds.\n4. Wait for the acknowledgement.'
    expect(proceduresShown(withNotApplicable, mayday)).toEqual([
      { section: 'radio/sending-a-mayday', steps: 4, found: 3, whole: true },
    ])
    expect(proceduresShown('1. _Not for the **Garmin GPSMAP 79s**: it does not have DSC._', mayday)).toEqual(
      [],
    )
  })

  it('does not count a step two sections share as a cut procedure of the one not shown', () => {
    const shared = guideProcedures([
      section('a/imaging', '1. Choose the imaging view.\n2. Adjust sensitivity, contrast and sharpness.'),
      section(
        'b/live',
        '1. Start live mode on the display.\n2. Adjust sensitivity, contrast and sharpness.\n3. Aim.',
      ),
    ])
    const checks = proceduresShown(
      '1. Choose the imaging view.\n2. Adjust sensitivity, contrast and sharpness.',
      shared,
    )
    expect(checks).toEqual([{ section: 'a/imaging', steps: 2, found: 2, whole: true }])
  })

  it("knows a step by its opening words: a one-word step ('Save.') is not every step that mentions saving", () => {
    const overlays = guideProcedures([
      section('d/overlays', '1. Open the page.\n2. Choose the overlay.\n3. Save.'),
    ])
    expect(
      proceduresShown('1. Start recording.\n2. Drive.\n3. Stop recording and save the map.', overlays),
    ).toEqual([])
    expect(proceduresShown('1. Open the page.\n3. Save.', overlays)[0]?.whole).toBe(false)
  })

  it('gives a line two procedures could claim to the one shown whole', () => {
    const imaging = guideProcedures([
      section(
        'h/side',
        '1. Select a side view.\n2. Adjust sensitivity, contrast and sharpness until structure stands out.',
      ),
      section(
        'h/360',
        '1. Mount the unit.\n2. Select a 360 view.\n3. Adjust sensitivity, contrast and sharpness.',
      ),
    ])
    const checks = proceduresShown(
      '1. Select a side view.\n2. Adjust sensitivity, contrast and sharpness until structure stands out.',
      imaging,
    )
    expect(checks).toEqual([{ section: 'h/side', steps: 2, found: 2, whole: true }])
  })

  it("counts a step whole when only another maker's aside after its first sentence is left out", () => {
    const hold = guideProcedures([
      section(
        'a/hold',
        '1. Press Auto.\n2. To take back control, press Standby. On some systems (Garmin Shadow Drive, for example) turning the wheel also does.',
      ),
    ])
    expect(proceduresShown('1. Press Auto.\n2. To take back control, press Standby.', hold)[0]?.whole).toBe(
      true,
    )
  })

  it('hears "not covered" said plainly, and only before the sources', () => {
    expect(saysNotCovered("The guides I have don't cover the fog horn on the GX2400.")).toBe(true)
    expect(saysNotCovered("I couldn't find anything in the guides and manuals I have for the X.")).toBe(true)
    expect(saysNotCovered('Condensation inside the screen: ...')).toBe(false)
    expect(saysNotCovered('AIS is also received by shore receivers that do not cover everywhere.')).toBe(
      false,
    )
    expect(saysNotCovered('Answer.\n---\nnot covered')).toBe(false)
  })
})

describe('where the labelled content sits in what retrieval found', () => {
  const answer = { lead: 'charts/orientation', ranked: ['spec', 'charts/orientation', 'gps/heading'] }
  it('places the lead first and a section retrieval missed nowhere', () => {
    expect(labelledPlaces(['charts/orientation', 'gps/heading', 'charts/orientation'], answer)).toEqual([
      0, 2,
    ])
    expect(labelledPlaces(['waypoints/backup'], answer)).toEqual([-1])
  })
  it('reaches a label only when every section it quotes lies within the first k', () => {
    expect(withinFirst([0, 2], 2)).toBe(false)
    expect(withinFirst([0, 2], 3)).toBe(true)
    expect(withinFirst([0, -1], 6)).toBe(false)
    expect(withinFirst([], 6)).toBe(false)
  })
})
