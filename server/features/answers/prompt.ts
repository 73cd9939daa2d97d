// The prompt a model composer gets (device, numbered passages, recent turns) and the passages it cited.
import { withoutCitations } from './citations'
import { deviceKind, deviceLabel } from './extractive'
import type { FollowUpContext } from './follow-up'
import type { DeviceContext, HistoryTurn, Passage } from './retrieval'
import { headingPath, sourceTitle } from './sources'

export interface ModelPrompt {
  system: string
  messages: { role: 'user' | 'assistant'; content: string }[]
  /** The passages numbered in the prompt, in order: what the answer's [n] cite. */
  passages: Passage[]
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
  /** A follow-up's context: the section the previous answer led with is given to the model too. */
  followUp?: FollowUpContext | null
}): ModelPrompt {
  const { device } = input
  const numbered = withPreviousSection(input.passages, input.followUp?.previousSection)
  const previousNumber = input.followUp?.previousSection
    ? numbered.findIndex((p) => samePassage(p, input.followUp?.previousSection)) + 1
    : 0
  const kind = deviceKind(device)
  const deviceBlock = device.general
    ? 'The user asked a general marine electronics question, not about one device.'
    : [
        `Device: ${deviceLabel(device)}${kind ? ` (${kind})` : ''}${device.custom ? ' — a device the user described; it is not in our catalogue' : ''}`,
        device.specifications ? `Specifications:\n${device.specifications}` : 'Specifications: not given.',
      ].join('\n')
  const passages = numbered.length
    ? numbered
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
    "When the user asks whether something is normal ('is that normal', 'is my transducer bad', 'should I worry'), say first whether the passages call it normal, expected or harmless, or a fault, quoting them; if they do not say, say so rather than guess.",
    ...(previousNumber > 0
      ? [
          `The previous answer led with passage [${previousNumber}]. A follow-up about the same subject ('where is that menu', 'will that wipe my waypoints') is often answered by another part of it: show the part asked (the menu path, the line about it), even if the previous answer showed it, and leave out the rest.`,
        ]
      : []),
    "Do not offer features the device does not have (check its specifications), nor another maker's products or apps.",
    'Lead with the answer in the first paragraph. Be specific to the device. Use short paragraphs and numbered steps for procedures, in Markdown, in under 250 words.',
    '',
    deviceBlock,
    '',
    'Passages:',
    passages,
  ].join('\n')
  // Earlier answers' markers counted another answer's passages: the model reads them without.
  const history = input.history
    .slice(-MAX_HISTORY_TURNS)
    .map((t) => ({ role: t.role, content: t.role === 'assistant' ? withoutCitations(t.content) : t.content }))
  // Both providers expect the conversation to start with the user.
  while (history[0]?.role === 'assistant') history.shift()
  return { system, messages: [...history, { role: 'user', content: input.question }], passages: numbered }
}

const samePassage = (a: Passage, b: Passage | null | undefined) =>
  b !== null && b !== undefined && a.sourceId === b.sourceId && a.title === b.title

/**
 * The passages with the section the previous answer led with, when the search did not find it again: last,
 * so the numbers of the passages found for the follow-up stay as they are.
 */
function withPreviousSection(passages: Passage[], previous: Passage | null | undefined): Passage[] {
  if (!previous || passages.some((p) => samePassage(p, previous))) return passages
  return [...passages, previous]
}

/** A numbered passage's header: how it is cited (with the manual's page) and, for manuals, its heading. */
function passageHeader(p: Passage): string {
  const path = headingPath(p)
  const heading = path ? ` — ${path}` : ''
  return `${sourceTitle(p)}${heading}`
}

/**
 * The sources of a model's answer: the passages it cited (their numbers in the prompt), in the order it first
 * cited them, which is how its renumbered markers count them (citations.ts); all of them when it cites none.
 */
export function citedPassages(cited: number[], passages: Passage[]): Passage[] {
  const used = cited.map((n) => passages[n - 1]).filter((p): p is Passage => p !== undefined)
  return used.length ? used : passages
}
