import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { deviceTypes } from '../../../contract/devices'
import { findAppRoot } from '../../lib/app-root'

export const contentDir = () => join(findAppRoot(), 'content')

const catalogueDeviceSchema = z.object({
  brand: z.string().trim().min(1),
  model: z.string().trim().min(1),
  deviceType: z.enum(deviceTypes),
  specifications: z.string().trim(),
})
export type CatalogueDevice = z.infer<typeof catalogueDeviceSchema>

export function readCatalogue(dir = contentDir()): CatalogueDevice[] {
  const raw = JSON.parse(readFileSync(join(dir, 'catalogue', 'devices.json'), 'utf8'))
  return z.array(catalogueDeviceSchema).parse(raw)
}

const frontMatterSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  deviceTypes: z.array(z.enum(deviceTypes)).default([]),
  brands: z.array(z.string()).default([]),
})

export interface GuideSection {
  /** `<guide-id>/<slug of the ## heading>`: stable, and what the benchmark's questions point at. */
  id: string
  guideId: string
  guideTitle: string
  title: string
  /** The ### sub-headings inside the section, for search weight. */
  headings: string
  body: string
  deviceTypes: string[]
  brands: string[]
  position: number
  contentHash: string
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function parseGuide(fileName: string, source: string): GuideSection[] {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/)
  if (!match) throw new Error(`${fileName}: front matter is missing`)
  const meta = frontMatterSchema.parse(parseYaml(match[1] as string))
  if (`${meta.id}.md` !== fileName)
    throw new Error(`${fileName}: id '${meta.id}' does not match the file name`)
  const sections: GuideSection[] = []
  const parts = (match[2] as string).split(/^## +/m).slice(1)
  parts.forEach((part, position) => {
    const newline = part.indexOf('\n')
    const title = (newline === -1 ? part : part.slice(0, newline)).trim()
    const body = (newline === -1 ? '' : part.slice(newline + 1)).trim()
    const headings = [...body.matchAll(/^###+ +(.+)$/gm)].map((m) => (m[1] as string).trim())
    const id = `${meta.id}/${slugify(title)}`
    sections.push({
      id,
      guideId: meta.id,
      guideTitle: meta.title,
      title,
      headings: [meta.title, ...headings].join(' · '),
      body,
      deviceTypes: meta.deviceTypes,
      brands: meta.brands,
      position,
      contentHash: hashText(`${meta.title}\n${title}\n${body}\n${meta.deviceTypes}\n${meta.brands}`),
    })
  })
  return sections
}

const ownerPhrasesSchema = z.record(z.string(), z.array(z.string().min(1)))

/**
 * More owners' phrases for each section, which only the section classifier learns from
 * (guides/learning-phrases.json, written from the sections alone). Indexed for full-text search they made it
 * worse (decision 0039): loosely worded phrases pull sections up on everyday words, where the classifier
 * learns how well each word tells sections apart. Their ids are checked by content.test.ts.
 */
export function readLearningPhrases(dir = contentDir()): Record<string, string[]> {
  const file = join(dir, 'guides', 'learning-phrases.json')
  if (!existsSync(file)) return {}
  return ownerPhrasesSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * The guides' sections, each with the phrases owners use for what it answers (guides/owner-phrases.json:
 * 'trail line behind the boat is gone' for 'Recording a track'), indexed with the headings for search.
 */
export function readGuides(dir = contentDir()): GuideSection[] {
  const guidesDir = join(dir, 'guides')
  const sections = readdirSync(guidesDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((file) => parseGuide(file, readFileSync(join(guidesDir, file), 'utf8')))
  const phrasesFile = join(guidesDir, 'owner-phrases.json')
  if (!existsSync(phrasesFile)) return sections
  const phrases = ownerPhrasesSchema.parse(JSON.parse(readFileSync(phrasesFile, 'utf8')))
  const ids = new Set(sections.map((s) => s.id))
  for (const id of Object.keys(phrases))
    if (!ids.has(id)) throw new Error(`guides/owner-phrases.json: no section ${id}`)
  return sections.map((s) => {
    const owned = phrases[s.id]
    if (!owned?.length) return s
    const headings = [s.headings, ...owned].join(' · ')
    return { ...s, headings, contentHash: hashText(`${s.contentHash}\n${headings}`) }
  })
}

const nextStepsSchema = z.record(
  z.string(),
  z.object({ stillFailing: z.array(z.string()).optional(), next: z.array(z.string()).optional() }).strict(),
)

/** Where an owner goes after a section: the next checks when its steps did not help, or the next task. */
export interface NextSteps {
  /** Sections to try next, most likely first, when this section's steps did not fix the problem. */
  stillFailing: string[]
  /** What owners usually do or ask right after this section's task. */
  next: string[]
}

/**
 * The flow between the guides' sections (guides/next-steps.json), as a technician would walk an owner through
 * it: 'loses the bottom at speed' -> the transducer's height and angle; 'creating a route' -> following it.
 * Every id must name a section, and no section may point at itself.
 */
export function readNextSteps(dir = contentDir(), sections = readGuides(dir)): Map<string, NextSteps> {
  const file = join(dir, 'guides', 'next-steps.json')
  if (!existsSync(file)) return new Map()
  const raw = nextStepsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const ids = new Set(sections.map((s) => s.id))
  const steps = new Map<string, NextSteps>()
  for (const [id, entry] of Object.entries(raw)) {
    const targets = [...(entry.stillFailing ?? []), ...(entry.next ?? [])]
    for (const target of [id, ...targets])
      if (!ids.has(target)) throw new Error(`guides/next-steps.json: no section ${target}`)
    if (targets.includes(id)) throw new Error(`guides/next-steps.json: ${id} points at itself`)
    steps.set(id, { stillFailing: entry.stillFailing ?? [], next: entry.next ?? [] })
  }
  return steps
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}
