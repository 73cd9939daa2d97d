// Numbers as the index holds them. PostgreSQL's parser reads a manual's '12-24 V' as '12' and '-24', its
// '50/200 kHz' as one word '50/200', and an owner's '24v' as one word: 'can i run it off 24v' would find no
// '24'. The index keeps the passages' forms (indexing both forms was tried and lost the owners' own '1kw'
// and '600w'); the question brings the forms a passage may hold, which count as its own words wherever the
// passages use them.

const NUMBER = String.raw`\d{1,5}(?:\.\d{1,3})?`
/** A number joined to its unit as owners write it: '24v', '600w', '1kw', '200khz', '32gb', '10ft'. */
const WITH_UNIT = new RegExp(String.raw`^(${NUMBER})([a-z]{1,3})$`)
const ALONE = new RegExp(String.raw`^${NUMBER}$`)
/** Two numbers offered as a choice or a pair: '50 or 200', '83 and 200', '50/200'. */
const PAIR = new RegExp(String.raw`\b(${NUMBER})\s*(?:or|and|/)\s*(${NUMBER})\b`, 'g')

/**
 * The forms of the question's numbers that the passages may hold: '24v' -> '24 -24 v', '50 or 200' -> '50/200'.
 * Only the numbers written in words for which `of` holds (the search weighs the forms of a word the passages
 * also hold as written, '600w' in an owners' phrase, less than those of one they never do).
 */
export function numberForms(question: string, of: (word: string) => boolean = () => true): string {
  const text = question.toLowerCase()
  const forms = new Set<string>()
  // A signed number is a key's name ('+1', '-10'), which the index keeps whole.
  for (const word of text.split(/[^a-z0-9.+-]+/)) {
    const bare = word.replace(/\.$/, '')
    const joined = WITH_UNIT.exec(bare)
    const number = joined?.[1] ?? (ALONE.test(bare) ? bare : null)
    if (!number || !of(bare)) continue
    if (joined?.[2]) forms.add(number).add(joined[2])
    // The second number of a range ('12-24 V' is read as '12' and '-24'); one digit alone is rarely one.
    if (number.length > 1) forms.add(`-${number}`)
  }
  for (const [pair, first, second] of text.matchAll(PAIR)) if (of(pair)) forms.add(`${first}/${second}`)
  return [...forms].join(' ')
}

/**
 * What a number's unit measures, in the words a manual titles it by: '24v' asks about the supply voltage,
 * '32gb' about the memory card. Searched as synonyms, so a specifications row titled 'Power supply' answers
 * 'can i run it off 24v' though OCR read its 'V' as 'Vv'.
 */
const QUANTITY_OF_UNIT: Record<string, string> = {
  v: 'voltage supply',
  volt: 'voltage supply',
  volts: 'voltage supply',
  vdc: 'voltage supply',
  amp: 'current fuse',
  amps: 'current fuse',
  gb: 'memory card capacity',
  w: 'power output',
  kw: 'power output',
  watt: 'power output',
  watts: 'power output',
}

const NUMBER_AND_UNIT = new RegExp(String.raw`\b${NUMBER}\s?([a-z]{1,5})\b`, 'g')

/** The quantities the units of the question's numbers measure ('24v' -> 'voltage supply'). */
export function unitQuantities(question: string): string {
  const text = question.toLowerCase()
  const quantities = new Set<string>()
  for (const match of text.matchAll(NUMBER_AND_UNIT)) {
    const quantity = QUANTITY_OF_UNIT[match[1] as string]
    if (quantity) quantities.add(quantity)
  }
  return [...quantities].join(' ')
}

// A sounder's frequencies as manuals speak of them: 'the low frequency' (28 to 83 kHz, deep water, a wide cone)
// and 'the high frequency' (130 to 260 kHz, shallow water, detail); above that, imaging.
const LOW_FREQUENCY = { from: 20, to: 100 }
const HIGH_FREQUENCY = { from: 120, to: 300 }

/** The bands an owner's kilohertz name ('50 or 200 khz' -> 'low frequency high frequency'). */
export function frequencyBands(question: string): string {
  const text = question.toLowerCase()
  if (!/\d\s?(khz|kilohertz)\b|\bkhz\b/.test(text)) return ''
  const bands = new Set<string>()
  for (const [, number] of text.matchAll(/\b(\d{2,3})(?:khz)?\b/g)) {
    const n = Number(number)
    if (n >= LOW_FREQUENCY.from && n <= LOW_FREQUENCY.to) bands.add('low frequency')
    if (n >= HIGH_FREQUENCY.from && n <= HIGH_FREQUENCY.to) bands.add('high frequency')
  }
  return [...bands].join(' ')
}
