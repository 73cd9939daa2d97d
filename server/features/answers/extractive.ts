// The offline composer: an answer put together from the retrieved passages and the device's specifications.
import type { DeviceContext, Passage } from './retrieval'
import { sourceTitle } from './sources'

/** Below this BM25 score a passage shares too little with the question to be called an answer. */
export const MIN_RELEVANT_SCORE = 3
const SECONDARY_RATIO = 0.55
const MAX_SECONDARY = 2

const STOP = new Set(
  'the a an and or but if of to in on at for with my our your is are was were be been it its this that these those how what why when where which who do does did can could should would will i me we you they there here not no yes from by as about into than then so very just get got have has had any all some more most'.split(
    ' ',
  ),
)

/** Crude stems for picking the paragraph that shares most with the question (ranking is done in SQL). */
function stems(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  )
}

function overlap(a: Set<string>, text: string): number {
  let n = 0
  for (const s of stems(text)) if (a.has(s)) n++
  return n
}

export function deviceLabel(device: DeviceContext): string {
  return [device.brand, device.model].filter(Boolean).join(' ')
}

/** The paragraph of a passage most about the question, with the list that follows it when it introduces one. */
function bestParagraph(body: string, question: Set<string>): string {
  const blocks = body.split(/\n\s*\n/).map((b) => b.trim())
  let best = 0
  let bestScore = -1
  blocks.forEach((block, i) => {
    if (/^#+\s/.test(block)) return
    const score = overlap(question, block)
    if (score > bestScore) {
      best = i
      bestScore = score
    }
  })
  const chosen = blocks[best] ?? ''
  const next = blocks[best + 1]
  return chosen.endsWith(':') && next ? `${chosen}\n\n${next}` : chosen
}

/** A manual's words as a Markdown quote, line for line, so nothing is reworded. */
function quoted(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n')
}

/** Specification lines of the device that speak to the question (frequencies, screen, power...). */
function matchingSpecLines(specifications: string, question: Set<string>): string[] {
  return specifications
    .split(/\n|;\s*/)
    .map((l) => l.replace(/^[-*•]\s*/, '').trim())
    .filter((l) => l.length > 0 && overlap(question, l) > 0)
    .slice(0, 6)
}

function suggestionsFor(device: DeviceContext): string[] {
  switch (device.deviceType) {
    case 'radar':
      return [
        'How do I reduce sea clutter?',
        'How do I set up MARPA target tracking?',
        'Why is my radar not transmitting?',
      ]
    case 'autopilot':
      return [
        'How do I calibrate the compass?',
        'Why does the boat zig-zag on autopilot?',
        'How do I run the dockside setup?',
      ]
    case 'chartplotter':
    case 'gps':
    case 'navigation':
      return [
        'Why does my plotter say no GPS fix?',
        'How do I create a route?',
        'How do I update the software?',
      ]
    default:
      return [
        'How do I get rid of the clutter near the surface?',
        'What do the arches on the screen mean?',
        'Which frequency should I use?',
      ]
  }
}

export interface ExtractiveAnswer {
  text: string
  /** The passages the answer is built from, in the order the sources list shows them. */
  used: Passage[]
}

/**
 * The offline composer: a markdown answer made of the passages that best answer the question, specific to
 * the device, ending with its sources. Procedures keep their numbered steps, because they are written so.
 */
export function composeExtractive(input: {
  question: string
  device: DeviceContext
  passages: Passage[]
}): ExtractiveAnswer {
  const { device, passages } = input
  const label = deviceLabel(device)
  const question = stems(input.question)
  const best = passages[0]
  if (!best || best.score < MIN_RELEVANT_SCORE) {
    const where = device.general
      ? 'the guides and manuals I have'
      : `the guides and manuals I have for the **${label}**`
    return {
      text: [
        `I couldn't find anything in ${where} that answers that question.`,
        '',
        'Try naming the feature, the setting or the message on the screen. For example:',
        '',
        ...suggestionsFor(device).map((s) => `- ${s}`),
      ].join('\n'),
      used: [],
    }
  }

  // The device's own manual speaks with more authority than a general guide: when both answer, it leads.
  const answers = (p: Passage) => p.score >= Math.max(MIN_RELEVANT_SCORE, best.score * SECONDARY_RATIO)
  const main =
    passages.find((p) => p.kind === 'manual' && p.deviceId === device.id && answers(p)) ??
    passages.find((p) => p.kind !== 'device') ??
    best
  const spec = passages.find(
    (p) => p.kind === 'device' && p.deviceId === device.id && p.score >= MIN_RELEVANT_SCORE,
  )
  const seen = new Set([main.sourceId + main.title])
  const secondary: Passage[] = []
  for (const p of passages) {
    if (secondary.length >= MAX_SECONDARY) break
    if (p === main || p.kind === 'device' || p.score < best.score * SECONDARY_RATIO) continue
    if (seen.has(p.sourceId + p.title)) continue
    seen.add(p.sourceId + p.title)
    secondary.push(p)
  }

  const parts: string[] = []
  if (!device.general)
    parts.push(`For your **${label}**${device.deviceType ? ` (${device.deviceType})` : ''}:`)
  if (device.custom) {
    parts.push(
      `_The ${label} is not in our catalogue, so this comes from general ${device.deviceType || 'marine electronics'} guidance: menu names on your unit may differ._`,
    )
  }
  if (main.kind === 'manual')
    parts.push(`### ${main.title}`, `From _${sourceTitle(main)}_:`, quoted(main.body))
  else parts.push(`### ${main.title}`, main.body.trim())

  const specLines = spec ? matchingSpecLines(spec.body, question) : []
  if (spec && specLines.length > 0) {
    parts.push(`**From the ${label} specifications:**`, specLines.map((l) => `- ${l}`).join('\n'))
  }
  for (const p of secondary) {
    const paragraph = bestParagraph(p.body, question)
    if (p.kind === 'manual') {
      parts.push(`### Also useful: ${p.title}`, `From _${sourceTitle(p)}_:`, quoted(paragraph))
    } else {
      parts.push(`### Also useful: ${p.title}`, paragraph)
    }
  }

  const used = [main, ...(spec && specLines.length > 0 ? [spec] : []), ...secondary]
  parts.push(`---\n**Sources**\n${used.map((p, i) => `${i + 1}. ${sourceTitle(p)}`).join('\n')}`)
  return { text: parts.join('\n\n'), used }
}
