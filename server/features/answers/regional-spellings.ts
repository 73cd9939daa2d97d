// American and British spellings of one word. The guides are written in British English ('harbour',
// 'recognised', 'centre'), American makers' manuals and most owners write American ('harbor', 'recognize',
// 'center'), and the index's stemmer keeps the two apart. Each word of a question brings its other spelling,
// which counts as the question's own word wherever the passages use it.

/** Words whose two spellings no rule below derives. American first. */
const PAIRS: [string, string][] = [
  ['harbor', 'harbour'],
  ['color', 'colour'],
  ['colored', 'coloured'],
  ['colors', 'colours'],
  ['gray', 'grey'],
  ['center', 'centre'],
  ['centered', 'centred'],
  ['meter', 'metre'],
  ['meters', 'metres'],
  ['kilometer', 'kilometre'],
  ['kilometers', 'kilometres'],
  ['liter', 'litre'],
  ['liters', 'litres'],
  ['fiber', 'fibre'],
  ['aluminum', 'aluminium'],
  ['tire', 'tyre'],
  ['tires', 'tyres'],
  ['favorite', 'favourite'],
  ['favorites', 'favourites'],
  ['behavior', 'behaviour'],
  ['neighbor', 'neighbour'],
  ['program', 'programme'],
  ['catalog', 'catalogue'],
  ['license', 'licence'],
  ['defense', 'defence'],
  ['draft', 'draught'],
  ['mold', 'mould'],
  ['analog', 'analogue'],
  ['dialog', 'dialogue'],
  ['maneuver', 'manoeuvre'],
  ['maneuvering', 'manoeuvring'],
  ['plow', 'plough'],
  ['aging', 'ageing'],
]

const OTHER = new Map<string, string>()
for (const [american, british] of PAIRS) {
  OTHER.set(american, british)
  OTHER.set(british, american)
}

/**
 * The other spelling of a word: from the list, or by the regular endings ('recognize' / 'recognise',
 * 'analyze' / 'analyse', 'canceled' / 'cancelled'). A form nobody writes ('noize') finds nothing, so the
 * rules need no list of exceptions.
 */
function otherSpelling(word: string): string | null {
  const listed = OTHER.get(word)
  if (listed) return listed
  let m = /^([a-z]{3,})(i|y)z(e|ed|es|ing|ation|ations|er|ers)$/.exec(word)
  if (m) return `${m[1]}${m[2]}s${m[3]}`
  m = /^([a-z]{3,})(i|y)s(e|ed|es|ing|ation|ations|er|ers)$/.exec(word)
  if (m) return `${m[1]}${m[2]}z${m[3]}`
  m = /^([a-z]{2,}e)ll(ed|ing|er|ers)$/.exec(word)
  if (m) return `${m[1]}l${m[2]}`
  m = /^([a-z]{2,}[^l]e)l(ed|ing|er|ers)$/.exec(word)
  if (m) return `${m[1]}ll${m[2]}`
  return null
}

/** The other spellings of a question's words, space-separated; empty when it has none. */
export function regionalSpellings(question: string): string {
  const words = new Set(
    question
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && w.length <= 40),
  )
  const others = new Set<string>()
  for (const word of words) {
    const other = otherSpelling(word)
    if (other && !words.has(other)) others.add(other)
  }
  return [...others].join(' ')
}
