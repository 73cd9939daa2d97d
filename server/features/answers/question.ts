// A question's text, read once (issue 40, item 3): every reading the engine makes of it (its stems, what it
// asks, its synonyms, its numbers in the forms the index holds, the products it names...) is made here the
// first time a stage asks for it, and kept. Planning, retrieval, the gap check and the composer take this value,
// never the string, so one question is read one way wherever it is read.

import { type AskedAmount, askedAmounts } from './amounts'
import { askedKinds, countAskedIn, stems } from './answer-kinds'
import { type Capability, lackingFeaturesIn } from './capabilities'
import { type AskedSubject, askedSubjects } from './coverage'
import { EMERGENCY, MARINE_EMERGENCY } from './emergency'
import { asksToChoose, asksWhetherItHas, describesAFault, type Intent, intentOf } from './intent'
import { frequencyBands, numberForms, unitQuantities } from './number-forms'
import { describingWordsIn, wordsNamingNothingIn } from './parts-of-speech'
import { productNamesIn } from './product-names'
import { regionalSpellings } from './regional-spellings'
import { type DeviceContext, powerDirection } from './retrieval'
import { canonicalize, expandSynonyms, makersNames } from './synonyms'
import { type TopicSignals, topicSignals } from './topic'
import { contentWords } from './words'

export class QuestionText {
  readonly #kept = new Map<string, unknown>()

  constructor(readonly text: string) {}

  #once<T>(reading: string, read: () => T): T {
    if (!this.#kept.has(reading)) this.#kept.set(reading, read())
    return this.#kept.get(reading) as T
  }

  /** Its words' stems, the asking words kept ('where', 'how'). */
  get stems(): Set<string> {
    return this.#once('stems', () => stems(this.text, true))
  }

  /** What kind of answer it wants. */
  get intent(): Intent {
    return this.#once('intent', () => intentOf(this.text))
  }

  /** The amounts it asks for ('#reason', '#choice', '#time'...). */
  get kinds(): string[] {
    return this.#once('kinds', () => askedKinds(this.text))
  }

  /** 'How many' questions: what a line must say to answer with a count; null for others. */
  get countAsked(): { test(text: string): boolean } | null {
    return this.#once('countAsked', () => countAskedIn(this.text))
  }

  get describesAFault(): boolean {
    return this.#once('describesAFault', () => describesAFault(this.text))
  }

  get asksToChoose(): boolean {
    return this.#once('asksToChoose', () => asksToChoose(this.text))
  }

  get asksWhetherItHas(): boolean {
    return this.#once('asksWhetherItHas', () => asksWhetherItHas(this.text))
  }

  /** Turning on, or off, or neither. */
  get powerDirection(): 'on' | 'off' | null {
    return this.#once('powerDirection', () => powerDirection(this.text))
  }

  /** Product and feature names it uses ('ACCU-FISH', 'SideVu'), as name keys. */
  get productNames(): string[] {
    return this.#once('productNames', () => productNamesIn(this.text))
  }

  get isEmergency(): boolean {
    return this.#once('isEmergency', () => EMERGENCY.test(this.text))
  }

  /** A boat in trouble ('mayday', 'man overboard'), whatever else it names. */
  get isMarineEmergency(): boolean {
    return this.#once('isMarineEmergency', () => MARINE_EMERGENCY.test(this.text))
  }

  /** Words that speak of electronics, and words that speak of something else. */
  get topic(): TopicSignals {
    return this.#once('topic', () => topicSignals(this.text))
  }

  /** Its two-word terms joined as the guides write them ('side imaging' -> 'sideimaging'). */
  get canonical(): string {
    return this.#once('canonical', () => canonicalize(this.text))
  }

  /** The synonyms of its words and phrases. */
  get synonyms(): string[] {
    return this.#once('synonyms', () => expandSynonyms(this.text))
  }

  /** Each pair of neighbouring words written as one ('motion scope' -> 'motionscope'). */
  get joinedPairs(): string {
    return this.#once('joinedPairs', () => {
      const words = this.text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
      return words
        .slice(1)
        .map((word, i) => `${words[i]}${word}`)
        .join(' ')
    })
  }

  /** Its words in the other region's spelling ('colour' for 'color'). */
  get regionalSpellings(): string {
    return this.#once('regionalSpellings', () => regionalSpellings(this.text))
  }

  /** Other makers' names for the settings it names. */
  get makersNames(): string {
    return this.#once('makersNames', () => makersNames(this.text))
  }

  /** Its numbers in the other forms a passage may write them, for the numbers `of` accepts. */
  numberForms(of: (word: string) => boolean): string {
    return numberForms(this.text, of)
  }

  /** Its quantities with their units as the passages write them. */
  get unitQuantities(): string {
    return this.#once('unitQuantities', () => unitQuantities(this.text))
  }

  /** The sonar frequency bands its frequencies fall in. */
  get frequencyBands(): string {
    return this.#once('frequencyBands', () => frequencyBands(this.text))
  }

  /** The features it names that the device lacks. */
  lackingFeatures(lacking: Set<Capability>): Capability[] {
    return lackingFeaturesIn(this.text, lacking)
  }

  /** Its words as written, two letters and more, stop words aside: what a shared phrase is made of. */
  get phraseWords(): string[] {
    return this.#once('phraseWords', () => contentWords(this.text, { minLength: 2 }))
  }

  /** The amounts it asks for ('how many amps', 'its weight'): a passage answers those by stating them. */
  get amounts(): AskedAmount[] {
    return this.#once('amounts', () => askedAmounts(this.text))
  }

  /** Its words that only describe (adjectives, adverbs), read in their sentence (parts-of-speech.ts). */
  get describingWords(): Promise<Set<string>> {
    return this.#once('describingWords', () => describingWordsIn(this.text))
  }

  /** Its words that name no thing and no act asked of the device ('much', 'gives'), read in their sentence. */
  get wordsNamingNothing(): Promise<Set<string>> {
    return this.#once('wordsNamingNothing', () => wordsNamingNothingIn(this.text))
  }

  /** What it asks about, wherever it names it, without the device's own name (coverage.ts). */
  subjectsFor(device: DeviceContext): AskedSubject[] {
    return this.#once(`subjects:${device.brand}|${device.model}|${device.deviceType}`, () =>
      askedSubjects(this.text, device),
    )
  }
}

/** The value a stage takes: the string itself read once here (the composer's callers, tests). */
export function questionText(question: QuestionText | string): QuestionText {
  return typeof question === 'string' ? new QuestionText(question) : question
}
