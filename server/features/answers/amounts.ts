// Amounts a question asks for: 'how many amps does it pull', 'how long is the warranty', 'what's the weight',
// 'what size bolt'. A passage answers such a question only by stating the amount: a sentence that names what
// is measured and gives a number ('often 4 hours or more', 'Output: 25 W'). One that only names it ('it voids
// the warranty', 'rated well above the sonar's weight') speaks of the thing, not of how much of it there is, and
// an answer built from it would answer another question (issue 39: 'say plainly what is not covered').
import { escapeRegExp } from './words'

/** An amount the question asks for, and how a sentence that states it reads. */
export interface AskedAmount {
  /** What the decline names: 'how many amps', 'its weight', 'the size of the bolt'. */
  asWritten: string
  /** A sentence that states the amount names one of these, and holds a number. */
  names: RegExp
}

/**
 * A number, in digits or written out. 'A few', 'several', 'hundreds of waypoints' is no amount an owner can act
 * on, nor is 'one' of 'one at a time'.
 */
const NUMBER =
  /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|half)\b/i

/** A step's or a list's own number ('3. A full charge takes a few hours'): no amount. */
const LIST_MARK = /^\s*(?:\d+[.)]|[-*•])\s+/

/** Words after 'how many' that are no measured thing ('how many times', 'how many more'). */
const NOT_COUNTED = new Set(
  'times more of the a an do does can could should would will is are i you we they it there'.split(' '),
)
/** Where the thing counted ends ('how many hours of fishing', 'how many amps does it pull'). */
const ENDS_COUNTED = new Set(
  'of on in at for to from with does do did can could should would will is are was were i you we it they the a an my and or goes go need needs fit fits take takes use'.split(
    ' ',
  ),
)

/** Units as the specifications write them after a number ('Output: 25 W', '1 A'). */
const UNIT_SYMBOLS: Record<string, string> = {
  watt: String.raw`\d\s*w\b`,
  amp: String.raw`\d\s*a\b`,
  hour: String.raw`\d\s*h\b|\d\s*hrs?\b`,
  foot: String.raw`\d\s*ft\b`,
  feet: String.raw`\d\s*ft\b`,
  inch: String.raw`\d\s*in\b|\d\s*"`,
  pound: String.raw`\d\s*lbs?\b`,
  meter: String.raw`\d\s*m\b`,
  metre: String.raw`\d\s*m\b`,
}
/** A sentence naming the word, its plural or singular ('hours' names 'hour'), or its unit's symbol ('25 W'). */
const naming = (words: string[]) => {
  const stems = words.map((w) => w.replace(/(?<=[a-z]{3})e?s$/, '').replace(/^inche$/, 'inch'))
  const symbols = stems.flatMap((stem) => UNIT_SYMBOLS[stem] ?? [])
  return new RegExp([`\\b(?:${stems.map(escapeRegExp).join('|')})`, ...symbols].join('|'), 'i')
}

/** The thing counted after 'how many' / 'how long is': its words up to where the sentence goes on. */
function thingAfter(text: string): string[] {
  const words: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (ENDS_COUNTED.has(word) || words.length >= 3) break
    words.push(word)
  }
  return words
}

/** The amounts a question asks for, read from where owners ask for one. */
export function askedAmounts(question: string): AskedAmount[] {
  const asked = question
    .toLowerCase()
    .replace(/[?!.,;:()]/g, ' ')
    .replace(/\s+/g, ' ')
  const amounts: AskedAmount[] = []
  // 'How many amps', 'how many waypoints can it hold': the thing counted, with a number.
  for (const m of asked.matchAll(/\bhow many ([a-z0-9' -]+)/g)) {
    const thing = thingAfter(m[1] ?? '')
    if (thing.length === 0 || NOT_COUNTED.has(thing[0] ?? '')) continue
    amounts.push({ asWritten: `how many ${thing.join(' ')}`, names: naming(thing) })
  }
  // 'How long is the warranty', 'how long are the cables': the thing's length, with a number.
  for (const m of asked.matchAll(
    /\bhow long (?:is|are) (?:the |a |an |my |its |this |that )?([a-z0-9' -]+)/g,
  )) {
    const thing = thingAfter(m[1] ?? '')
    if (thing.length === 0 || NOT_COUNTED.has(thing[0] ?? '')) continue
    amounts.push({ asWritten: `how long the ${thing.join(' ')} is`, names: naming(thing) })
  }
  // 'How long does the battery last', 'how long will it run on a charge': a time it runs for.
  if (/\bhow long (?:does|do|will|would|can|should) (?:[a-z0-9+'-]+ ){1,4}(?:last|run|go)\b/.test(asked))
    amounts.push({ asWritten: 'how long it runs on a charge', names: /\b(?:hours?|minutes?|days?)\b/i })
  // 'What's the weight', 'how heavy is it', 'how much does it weigh'.
  if (/\b(?:weight|weigh|weighs|how heavy)\b/.test(asked))
    amounts.push({ asWritten: 'its weight', names: /\bweigh|\bweight|\bkg\b/i })
  // 'How much current does it draw', 'amp draw', 'power consumption'.
  if (
    /\b(?:amp|current|power) draw\b|\bpower consumption\b|\bhow much (?:current|power|juice)\b|\bhow much does (?:[a-z0-9+'-]+ ){1,3}(?:draw|pull|use)\b/.test(
      asked,
    )
  )
    amounts.push({
      asWritten: 'its current draw',
      // A transmitter's output ('5 W transmit') is not what it draws.
      names: /\bamps?\b|\bamperage\b|\bcurrent\b|\bdraws?\b|\bpower consumption\b|\d\s*a\b/i,
    })
  // 'How much does it cost', 'what's the price'.
  if (
    /\bhow much (?:does|do|will|would|is|are) (?:[a-z0-9+'-]+ ){0,4}cost\b|\bprice\b|\bset me back\b/.test(
      asked,
    )
  )
    amounts.push({ asWritten: 'its price', names: /\$|\bprice|\bcost|\bdollars?\b|\beuros?\b/i })
  // 'What size bolt', 'what size fuse', 'the hole size', 'thread size': a number ('a 5 A fuse', 'M6').
  for (const m of asked.matchAll(
    /\bwhat size (?:of )?(?:the |a |an )?([a-z0-9' -]+)|\b(hole|bolt|screw|thread|cutout|drill|fuse|wire) size\b/g,
  )) {
    const thing = m[1] ? thingAfter(m[1]) : [m[2] ?? '']
    if (
      thing.length === 0 ||
      NOT_COUNTED.has(thing[0] ?? '') ||
      /^(?:screen|display|what|the|a)$/.test(thing[0] ?? '')
    )
      continue
    amounts.push({ asWritten: `the size of the ${thing.join(' ')}`, names: naming(thing) })
  }
  return amounts
}

/** Whether a sentence (or a specification's line) states the amount. */
export function statesAmount(amount: AskedAmount, sentence: string): boolean {
  // A step's or a list's own number ('3. A full charge takes a few hours') is no amount.
  const said = sentence.replace(LIST_MARK, '')
  return amount.names.test(said) && NUMBER.test(said)
}
