// The answer engine's ranking signals, each a named feature of a candidate passage (decision 0054). Most are
// the log of one of the factors retrieval.ts multiplies a passage's BM25 score by, so today's hand-set ranking
// is the model whose weights are all 1 on those and 0 on the others (PRIOR_WEIGHTS); a learned model
// (model.ts) reweighs them.

/** Every feature, in the order of a feature vector (the weights file and the training dump use it). */
export const FEATURE_NAMES = [
  /** log BM25 over the question's, its synonyms' and the conversation's words (field and part weights). */
  'bm25',
  /** Share of the BM25 score from words only the synonyms brought (0..1). */
  'synonymShare',
  /** Share of the BM25 score from words only the conversation before brought (0..1). */
  'historyShare',
  /** Share of the BM25 score from words in the section's title (0..1). */
  'titleMatch',
  /** Share of the BM25 score from words in its owners' phrases and sub-headings, not its title (0..1). */
  'phraseMatch',
  /** Share of the question's own words (weighed by rarity, the device's name aside) the passage holds (0..1). */
  'questionCoverage',
  /** log(1 + 0.5 x the share of the title's words the question names). */
  'titleCoverage',
  /** The device's own manual (log 2). */
  'ownManual',
  /** The device's own specifications (log 1.1). */
  'ownSpecifications',
  /** A guide of the device's maker (log 1.25). */
  'sameBrand',
  /** A guide of the device's maker when the question asks where on the device (log 2). */
  'sameBrandWhere',
  /** A maker's guide for a general question (log 0.8). */
  'brandForGeneral',
  /** A guide for the device's type (log 1.1). */
  'sameType',
  /** A guide for other device types (log 0.85; log 0.6 for a radar or an autopilot). */
  'otherType',
  /** A guide with no maker (indicator, no factor today). */
  'generalGuide',
  /** A title about a feature the device lacks (log 0.2). */
  'lackingFeature',
  /** What the previous answer showed, or what the owner already did (log 0.5 or 0.85). */
  'alreadyShown',
  /** The glossary, for a question that does not ask what something is (log 0.7). */
  'glossary',
  /** A general guide for 'where is that on mine' after an answer (log 0.5). */
  'whereGeneral',
  /** A manual's sentence that says most of what is asked, and gives the kind of answer asked (log). */
  'sentenceFocus',
  /** A title about turning the other way, on for off (log 0.5). */
  'powerDirection',
  /** A manual's table row that fits, or does not fit, the kind of question (log 2 or log 0.5). */
  'rowFit',
  /** A section the guides say comes next in the conversation (log of its promotion). */
  'nextSection',
  /** The section classifier's likelihood of a guide section, as today's factor: log((1 + 0.5 p/pmax) / 1.5). */
  'sectionClassifier',
  /** The section classifier's log likelihood of a guide section against the likeliest (floored at -12). */
  'classifierLogRatio',
  /** The device's own specifications for a question about what the device is or has (indicator). */
  'specForSpecQuestion',
  /**
   * Beyond the passages an answer shows in the hand-set order (indicator): by hand such a passage never
   * overtakes them (weight -30, a factor of e^-30); a learned weight may let it.
   */
  'beyondShown',
] as const

export type FeatureName = (typeof FEATURE_NAMES)[number]
export type Features = Record<FeatureName, number>

const NEW_SIGNALS = new Set<FeatureName>([
  'synonymShare',
  'historyShare',
  'titleMatch',
  'phraseMatch',
  'questionCoverage',
  'generalGuide',
  'classifierLogRatio',
  'specForSpecQuestion',
])

const NEVER_OVERTAKES = -30

/**
 * Today's hand-set ranking as weights: 1 on each log factor, 0 on the signals it did not use, and what lies
 * beyond the six shown never overtaking them.
 */
export const PRIOR_WEIGHTS: Features = Object.fromEntries(
  FEATURE_NAMES.map((name) => [
    name,
    name === 'beyondShown' ? NEVER_OVERTAKES : NEW_SIGNALS.has(name) ? 0 : 1,
  ]),
) as Features

/** A feature vector with every signal off (the neutral passage). */
export function noFeatures(): Features {
  return Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as Features
}

/** The model's score of a passage: the weighted sum of its features. */
export function scoreOf(features: Features, weights: Features): number {
  let s = 0
  for (const name of FEATURE_NAMES) s += features[name] * weights[name]
  return s
}

/** The features in FEATURE_NAMES order. */
export function vectorOf(features: Features): number[] {
  return FEATURE_NAMES.map((name) => features[name])
}
