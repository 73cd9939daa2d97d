import { describe, expect, it } from 'vitest'
import { highlightBoxes, type PageTextItem } from './highlight'
import { placeTextItems } from './text-items'

/** A line of text as one item: 0.01 of the page's width per character, from `left`. */
const line = (text: string, top: number, left = 0.1): PageTextItem => ({
  text,
  endsLine: true,
  left,
  top,
  width: text.length * 0.01,
  height: 0.02,
})

const round = (boxes: ReturnType<typeof highlightBoxes>) =>
  boxes.map((box) =>
    Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Number(value.toFixed(4))])),
  )

describe('highlightBoxes', () => {
  it('marks the passage from its first word to its last, cut at the characters where it starts and ends', () => {
    const items = [
      line('Seawolf 7 Operator Handbook', 0.05),
      line('Keel offset', 0.1),
      line('Before you start, read this. The keel offset makes the', 0.15),
      line('depth reading show the water below the keel. Select', 0.18),
      line('Settings > Sonar > Keel Offset. Other text follows here.', 0.21),
    ]
    const boxes = highlightBoxes(
      'The keel offset makes the depth reading show the water below the keel. Select Settings > Sonar > Keel Offset.',
      items,
    )
    expect(round(boxes)).toEqual([
      // 'The keel offset makes the' starts at character 29 of its line.
      { left: 0.39, top: 0.15, width: 0.25, height: 0.02 },
      { left: 0.1, top: 0.18, width: 0.51, height: 0.02 },
      // Up to 'Offset', without the full stop after it.
      { left: 0.1, top: 0.21, width: 0.3, height: 0.02 },
    ])
  })

  it('finds a word hyphenated across lines and a ligature, and steps over a running line between', () => {
    const items = [
      line('Wipe the face of the transduc-', 0.1),
      line('er with mild soap and a soft cloth; never use a', 0.12),
      line('Page 3', 0.14, 0.8),
      line('scraper or a \ufb01le on the face.', 0.16),
    ]
    const boxes = highlightBoxes(
      'Wipe the face of the transducer with mild soap and a soft cloth; never use a scraper or a file on the face.',
      items,
    )
    // The running line stays unmarked.
    expect(boxes.map((box) => box.top)).toEqual([0.1, 0.12, 0.16])
    // The last line up to its full stop, the ligature's one character counted once.
    expect(boxes[2]?.width).toBeCloseTo('scraper or a \ufb01le on the face'.length * 0.01)
  })

  it('lets an excerpt open with words the page does not have and end in an ellipsis', () => {
    const items = [line('Press MENU twice, choose Alarms, then set the depth', 0.3)]
    const boxes = highlightBoxes('Shallow alarm Press MENU twice, choose Alarms, then…', items)
    expect(round(boxes)).toEqual([{ left: 0.1, top: 0.3, width: 0.37, height: 0.02 }])
  })

  it('marks nothing when too little of the excerpt is on the page', () => {
    const items = [line('Turn the unit on and wait for the boat to settle.', 0.2)]
    expect(highlightBoxes('Turn the gain up until the bottom shows as a solid band.', items)).toEqual([])
    expect(highlightBoxes('', items)).toEqual([])
    expect(highlightBoxes('Turn the unit on', [])).toEqual([])
  })

  it('marks a short excerpt only when every word of it is there', () => {
    const items = [line('Tap Menu, then Sonar Setup.', 0.4)]
    expect(highlightBoxes('Sonar Setup', items)).toHaveLength(1)
    expect(highlightBoxes('Radar Setup', items)).toEqual([])
  })
})

describe('placeTextItems', () => {
  it("places pdf.js's items on the upright page in fractions of it, as its text layer does", () => {
    // A US Letter page at scale 1: y grows downwards from the top.
    const frame = { transform: [1, 0, 0, -1, 0, 792], width: 612, height: 792 }
    const placed = placeTextItems(
      [
        {
          str: 'Keel offset',
          hasEOL: true,
          transform: [10, 0, 0, 10, 72, 700],
          width: 61.2,
          height: 10,
          fontName: 'f1',
        },
        { type: 'beginMarkedContent' },
        {
          str: 'Up the side',
          hasEOL: false,
          transform: [0, 10, -10, 0, 300, 300],
          width: 50,
          height: 10,
          fontName: 'f1',
        },
      ],
      { f1: { ascent: 0.75, descent: -0.25 } },
      frame,
    )
    expect(placed).toHaveLength(2)
    const [keel, turned] = placed
    expect(keel?.text).toBe('Keel offset')
    expect(keel?.endsLine).toBe(true)
    expect(keel?.left).toBeCloseTo(72 / 612)
    expect(keel?.top).toBeCloseTo((92 - 7.5) / 792)
    expect(keel?.width).toBeCloseTo(0.1)
    expect(keel?.height).toBeCloseTo(10 / 792)
    // Turned text keeps its words for the order but has no width to highlight.
    expect(turned?.width).toBe(0)
  })
})
