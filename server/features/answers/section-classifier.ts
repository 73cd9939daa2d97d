// Which guide section an owner's question is about, learned from the guides themselves: a softmax
// (multinomial logistic regression) over word stems and stem pairs, trained on each section's title, the
// owners' phrases written for it and the sentences of its body. Full-text ranking weighs a word by how rare it
// is in the whole index; the classifier learns which words tell one section from its neighbours ('snakes' for
// hunting, not for the zig-zag pattern). An answer's plan uses it to rank down the guide sections it finds
// unlikely (decision 0039), now as a feature of the learned ranker (ranking/rank.ts, decision 0054). Nothing
// here reads the benchmark: it knows only what the guides say.
import { createHash } from 'node:crypto'
import type { Db } from '../../db/client'
import { seeded } from '../../lib/seeded'
import { readLearningPhrases } from '../knowledge'
import { searchIndexOf } from '../search-index'

export interface ClassifiedSection {
  id: string
  title: string
  /** The owners' phrases and sub-headings, as indexed ('### Steps · trail line is gone · ...'). */
  headings: string
  body: string
}

export interface SectionClassifier {
  /** The probability of each section given the text; sections the text says nothing about share the rest. */
  probabilities(text: string): Map<string, number>
}

// The words the classifier was fitted with, kept until it is retrained (decision 0066): on words.ts's function
// words, on its stems or on its sentences (each tried alone) it lost dev content shown or honest gaps, since the
// ranking around it was set by hand on these features.
const STOP = new Set(
  'the and for with you your are can how what does this that from have has was its it is on in to of an my me do dont wont not but or so if at be as by up out get got just like im whats when why where which will would should could'.split(
    ' ',
  ),
)

/** Stems (a word's first five letters, as the answer engine once cut them all) and pairs of neighbouring stems. */
export function featuresOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w))
    .map((w) => w.slice(0, 5))
  const features = new Set(words)
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]}_${words[i]}`)
  return [...features]
}

/** The texts a section is learned from: its title twice, each owners' phrase, each body sentence of 4+ words. */
function examplesOf(section: ClassifiedSection): string[] {
  const phrases = section.headings
    .split(' · ')
    .map((p) => p.replace(/^#+\s*/, '').trim())
    .filter(Boolean)
  const sentences = section.body
    .replace(/[*_`#]/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.trim().split(/\s+/).length >= 4)
  return [section.title, section.title, ...phrases, ...sentences]
}

// Four passes of stochastic gradient descent, the rate falling by a fifth each pass, in a fixed order (a
// seeded shuffle), so the same guides always give the same model. Weights under PRUNE are dropped after
// training: they change no ranking and would hold 40 MB for the 263 sections of today's guides.
const EPOCHS = 4
const LEARNING_RATE = 0.5
const RATE_DECAY = 0.8
const L2 = 1e-4
const PRUNE = 0.01
const MIN_EXAMPLES_PER_FEATURE = 2
/** Examples trained between yields to the event loop, so a server keeps answering while it learns. */
const EXAMPLES_PER_SLICE = 500

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

interface Example {
  features: number[]
  y: number
}

/** The learned weights, compressed: for each feature, the classes whose weight matters and those weights. */
interface Weights {
  rowStart: Int32Array
  weights: Float32Array
  weightClass: Uint32Array
  bias: Float32Array
}

export async function trainSectionClassifier(sections: ClassifiedSection[]): Promise<SectionClassifier> {
  const classes = sections.map((s) => s.id)
  const texts = sections.flatMap((section, y) =>
    examplesOf(section).map((text) => ({ features: featuresOf(text), y })),
  )
  // A feature seen in one example only (most pairs of words) teaches nothing another question could use.
  const seen = new Map<string, number>()
  for (const { features } of texts) for (const f of features) seen.set(f, (seen.get(f) ?? 0) + 1)
  const vocabulary = new Map<string, number>()
  for (const [feature, count] of seen)
    if (count >= MIN_EXAMPLES_PER_FEATURE) vocabulary.set(feature, vocabulary.size)
  const examples = texts.map(({ features, y }) => ({
    features: features.map((f) => vocabulary.get(f)).filter((f): f is number => f !== undefined),
    y,
  }))
  const { rowStart, weights, weightClass, bias } = await learn(examples, vocabulary.size, classes.length)
  return {
    probabilities(text) {
      const scores = Float64Array.from(bias)
      for (const feature of featuresOf(text)) {
        const f = vocabulary.get(feature)
        if (f === undefined) continue
        for (let i = rowStart[f] as number; i < (rowStart[f + 1] as number); i++)
          scores[weightClass[i] as number] =
            (scores[weightClass[i] as number] as number) + (weights[i] as number)
      }
      normalize(scores)
      return new Map(classes.map((id, c) => [id, scores[c] as number]))
    },
  }
}

/** Softmax regression by stochastic gradient descent; the dense weights live only while it learns. */
async function learn(examples: Example[], featureCount: number, classCount: number): Promise<Weights> {
  const dense = new Float32Array(featureCount * classCount)
  const bias = new Float32Array(classCount)
  const z = new Float64Array(classCount)
  const random = seeded(classCount * 7919 + examples.length)
  let rate = LEARNING_RATE
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let k = examples.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1))
      ;[examples[k], examples[j]] = [examples[j] as Example, examples[k] as Example]
    }
    for (let e = 0; e < examples.length; e++) {
      if (e % EXAMPLES_PER_SLICE === EXAMPLES_PER_SLICE - 1) await yieldToEventLoop()
      const { features, y } = examples[e] as Example
      if (features.length === 0) continue
      for (let c = 0; c < classCount; c++) {
        let s = bias[c] as number
        for (const f of features) s += dense[f * classCount + c] as number
        z[c] = s
      }
      normalize(z)
      const step = rate / Math.sqrt(features.length)
      for (let c = 0; c < classCount; c++) {
        const gradient = (z[c] as number) - (c === y ? 1 : 0)
        bias[c] = (bias[c] as number) - rate * gradient * 0.1
        for (const f of features) {
          const at = f * classCount + c
          dense[at] = (dense[at] as number) - step * (gradient + L2 * (dense[at] as number))
        }
      }
    }
    rate *= RATE_DECAY
  }
  let kept = 0
  for (const w of dense) if (Math.abs(w) >= PRUNE) kept++
  const rowStart = new Int32Array(featureCount + 1)
  const weights = new Float32Array(kept)
  const weightClass = new Uint32Array(kept)
  let at = 0
  for (let f = 0; f < featureCount; f++) {
    rowStart[f] = at
    for (let c = 0; c < classCount; c++) {
      const w = dense[f * classCount + c] as number
      if (Math.abs(w) < PRUNE) continue
      weights[at] = w
      weightClass[at] = c
      at++
    }
  }
  rowStart[featureCount] = at
  return { rowStart, weights, weightClass, bias }
}

/** Scores to probabilities, in place. */
function normalize(scores: Float64Array): void {
  let max = Number.NEGATIVE_INFINITY
  for (const s of scores) max = Math.max(max, s)
  let sum = 0
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp((scores[c] as number) - max)
    sum += scores[c] as number
  }
  for (let c = 0; c < scores.length; c++) scores[c] = (scores[c] as number) / sum
}

// The section classifier is learned from the guide sections in the index, once for each version of them: a
// manual's upload re-reads them (a few milliseconds) and finds the same guides, so nothing is learned again.
// The search index keeps both (decision 0062): the guides read, until the index changes; the classifier, until
// the guides' text changes.

/**
 * The classifier of the guides in the index, learned on first use. The server calls it once it listens, so the
 * first question does not wait for it.
 */
export function sectionClassifierFor(db: Db): Promise<SectionClassifier> {
  const index = searchIndexOf(db)
  return index.cached('guides-checked', async () => {
    const guides: ClassifiedSection[] = await index.guideTexts()
    const learning = readLearningPhrases()
    const sections = guides.map((s) => {
      const id = s.id.replace(/^guide:/, '')
      return { ...s, id, headings: [s.headings, ...(learning[id] ?? [])].join(' · ') }
    })
    const signature = createHash('sha256').update(JSON.stringify(sections)).digest('hex')
    return index.builtFrom('section-classifier', signature, () => trainSectionClassifier(sections))
  })
}
