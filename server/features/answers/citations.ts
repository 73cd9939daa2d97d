// Inline citations: the [n] markers an answer carries where its text came from, numbered as the sources list
// under it (docs/decisions/0082-inline-citations-and-follow-ups.md).

/**
 * Citation markers side by side ('[3]', '[1][2]', '[1, 2]'), with the space before them; not a Markdown link's
 * text ('[3](url)').
 */
const MARKER = /[ \t]?((?:\[\d{1,3}(?:\s*,\s*\d{1,3})*\])+)(?!\()/g

/** An answer's text without its citation markers: what earlier answers are read as, by the engine and models. */
export function withoutCitations(text: string): string {
  return text.replace(MARKER, '')
}

/** A line a marker can end: prose (quoted or not), not a table row, a code fence, a heading or an empty line. */
const isProse = (line: string) => /^[^|`#\s]/.test(line.replace(/^(?:>\s?)*\s*/, ''))

/**
 * A part of an answer drawn from one source, with its marker at the end of its last prose line (the end of
 * the text drawn from it); a part ending in a table gets it after the last prose line before the table, or
 * on a line of its own.
 */
export function cited(text: string, marker: string): string {
  const lines = text.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] as string
    if (!isProse(line)) continue
    lines[i] = `${line.replace(/\s+$/, '')} ${marker}`
    return lines.join('\n')
  }
  return `${text}\n\n${marker}`
}

/**
 * A model's answer as it streams, its markers checked and renumbered: a marker naming a passage that was not
 * given is removed, and the passages cited are numbered in the order the answer first cites them, as the
 * sources list under it shows them ('[3] ... [1]' reads '[1] ... [2]'). A marker split across two pieces of
 * the stream is held back until its closing bracket arrives.
 */
export class CitationRenumbering {
  /** The passages cited (their numbers in the prompt, from 1), in the order first cited. */
  readonly cited: number[] = []
  private held = ''

  constructor(private readonly passageCount: number) {}

  /** The text of the next piece that can be sent now. */
  push(piece: string): string {
    const text = this.held + piece
    // Markers at the end of the piece wait for the next one, which may hold more of them (or the closing
    // bracket of one): side by side they are checked together.
    const open = /[ \t]?(?:\[[\d,\s]{1,16}\])*\[[\d,\s]{0,12}$|[ \t]?(?:\[[\d,\s]{1,16}\])+$/.exec(text)
    const ready = open ? text.slice(0, open.index) : text
    this.held = open ? text.slice(open.index) : ''
    return this.renumber(ready)
  }

  /** What was held back, once the stream has ended. */
  end(): string {
    const rest = this.held
    this.held = ''
    return this.renumber(rest)
  }

  /** The numbers a marker's passages get in the sources list. */
  private numberOf(given: number): number | null {
    if (given < 1 || given > this.passageCount) return null
    let at = this.cited.indexOf(given)
    if (at < 0) at = this.cited.push(given) - 1
    return at + 1
  }

  private renumber(text: string): string {
    return text.replace(MARKER, (whole, numbers: string) => {
      const mapped = [
        ...new Set(
          [...numbers.matchAll(/\d+/g)]
            .map((n) => this.numberOf(Number(n[0])))
            .filter((n): n is number => n !== null),
        ),
      ]
      if (mapped.length === 0) return ''
      const space = /^[ \t]/.test(whole) ? whole[0] : ''
      return `${space}${mapped.map((n) => `[${n}]`).join('')}`
    })
  }
}

/** A whole answer's markers checked and renumbered at once (as CitationRenumbering does while streaming). */
export function renumberCitations(text: string, passageCount: number): { text: string; cited: number[] } {
  const renumbering = new CitationRenumbering(passageCount)
  const renumbered = renumbering.push(text) + renumbering.end()
  return { text: renumbered, cited: renumbering.cited }
}
