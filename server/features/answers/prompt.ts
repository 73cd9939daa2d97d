// The prompt a model composer gets (device, numbered passages, recent turns) and the passages it cited.
import { deviceLabel } from './extractive'
import type { DeviceContext, HistoryTurn, Passage } from './retrieval'
import { headingPath, sourceTitle } from './sources'

export interface ModelPrompt {
  system: string
  messages: { role: 'user' | 'assistant'; content: string }[]
}

const MAX_HISTORY_TURNS = 10
const MAX_PASSAGE_CHARS = 2_500

/**
 * What a language model gets: the device and its specifications (or the custom device's), the numbered
 * passages retrieved for the question, the conversation so far, and the rule to answer only from the
 * passages and cite them by number.
 */
export function buildPrompt(input: {
  appName: string
  question: string
  history: HistoryTurn[]
  device: DeviceContext
  passages: Passage[]
}): ModelPrompt {
  const { device } = input
  const deviceBlock = device.general
    ? 'The user asked a general marine electronics question, not about one device.'
    : [
        `Device: ${deviceLabel(device)}${device.deviceType ? ` (${device.deviceType})` : ''}${device.custom ? ' — a device the user described; it is not in our catalogue' : ''}`,
        device.specifications ? `Specifications:\n${device.specifications}` : 'Specifications: not given.',
      ].join('\n')
  const passages = input.passages.length
    ? input.passages
        .map((p, i) => `[${i + 1}] ${passageHeader(p)}\n${p.body.slice(0, MAX_PASSAGE_CHARS)}`)
        .join('\n\n')
    : '(no passages were found for this question)'
  const system = [
    `You are ${input.appName}, an assistant that helps boat owners operate, configure and troubleshoot their marine electronics.`,
    'Answer ONLY from the numbered passages and the device details below. Do not use outside knowledge.',
    'Cite the passages you use with their numbers in square brackets, like [1] or [2][3], right after the statement they support.',
    'Quote manual passages faithfully; keep menu names, values and step orders exactly as the passages give them.',
    "Passages from the device's own manual are headed with the manual and page ('<manual>, p. <page>'); prefer them over general guides, and name the page when you send the user to the manual.",
    "If the question is not about boats' marine electronics (sonar, fishfinders, chartplotters, GPS, radar, autopilots, VHF and AIS, instruments, their wiring and software), decline in one sentence and say what you can help with.",
    'If the passages do not answer the question, say so plainly in the first sentence and suggest what the user could ask instead; never fill the gap from memory.',
    "Read the question in the context of the conversation: resolve 'it', 'that' and 'still' against the earlier turns, and do not repeat what an earlier answer already said; when the user says it still fails, go to the next step and then to contacting the maker's support.",
    "Do not offer features the device does not have (check its specifications), nor another maker's products or apps.",
    'Lead with the answer in the first paragraph. Be specific to the device. Use short paragraphs and numbered steps for procedures, in Markdown, in under 250 words.',
    '',
    deviceBlock,
    '',
    'Passages:',
    passages,
  ].join('\n')
  const history = input.history.slice(-MAX_HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content }))
  // Both providers expect the conversation to start with the user.
  while (history[0]?.role === 'assistant') history.shift()
  return { system, messages: [...history, { role: 'user', content: input.question }] }
}

/** A numbered passage's header: how it is cited (with the manual's page) and, for manuals, its heading. */
function passageHeader(p: Passage): string {
  const path = headingPath(p)
  const heading = path ? ` — ${path}` : ''
  return `${sourceTitle(p)}${heading}`
}

/** The passages a model's answer cites as [n], in the order it first cites them; numbers past the list are not. */
export function passagesCitedInOrder(text: string, passages: Passage[]): Passage[] {
  const cited = [...text.matchAll(/\[(\d+)\]/g)].map((m) => passages[Number(m[1]) - 1])
  return [...new Set(cited.filter((p): p is Passage => p !== undefined))]
}

/** The passages a model's answer cites as [n], in the order they were given; all of them when it cites none. */
export function citedPassages(text: string, passages: Passage[]): Passage[] {
  const cited = new Set(passagesCitedInOrder(text, passages))
  const used = passages.filter((p) => cited.has(p))
  return used.length ? used : passages
}
