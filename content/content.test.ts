import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const contentDir = dirname(fileURLToPath(import.meta.url))
const guidesDir = join(contentDir, 'guides')

const DEVICE_TYPES = [
  'sonar',
  'chartplotter',
  'gps',
  'fishfinder',
  'radar',
  'depthfinder',
  'autopilot',
  'navigation',
  'other',
]

interface Device {
  brand: string
  model: string
  deviceType: string
  specifications: string
}

interface Question {
  id: string
  question: string
  device: { brand: string; model: string } | null
  relevant: string[]
}

interface FrontMatter {
  id?: string
  title?: string
  deviceTypes?: string[]
  brands?: string[]
}

interface Section {
  heading: string
  slug: string
  body: string
}

interface Guide {
  file: string
  frontMatter: FrontMatter
  body: string
  sections: Section[]
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, path), 'utf8'))
}

function parseList(value: string): string[] | undefined {
  const match = /^\[(.*)\]$/.exec(value.trim())
  if (!match) return undefined
  const inner = match[1] ?? ''
  return inner
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

function parseFrontMatter(text: string): { frontMatter: FrontMatter; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!match) return undefined
  const frontMatter: FrontMatter = {}
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':')
    if (separator < 0) continue
    const key = line.slice(0, separator).trim()
    const value = line.slice(separator + 1).trim()
    if (key === 'id') frontMatter.id = value
    if (key === 'title') frontMatter.title = value
    if (key === 'deviceTypes') frontMatter.deviceTypes = parseList(value)
    if (key === 'brands') frontMatter.brands = parseList(value)
  }
  return { frontMatter, body: match[2] ?? '' }
}

function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function splitSections(body: string): Section[] {
  const sections: Section[] = []
  let current: Section | undefined
  for (const line of body.split('\n')) {
    if (line.startsWith('## ')) {
      const heading = line.slice(3).trim()
      current = { heading, slug: slugify(heading), body: '' }
      sections.push(current)
    } else if (current) {
      current.body += `${line}\n`
    }
  }
  return sections
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length
}

const devices = readJson('catalogue/devices.json') as Device[]
const brandNames = new Set(devices.map((device) => device.brand))

const guides: Guide[] = readdirSync(guidesDir)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => {
    const parsed = parseFrontMatter(readFileSync(join(guidesDir, file), 'utf8'))
    return {
      file,
      frontMatter: parsed?.frontMatter ?? {},
      body: parsed?.body ?? '',
      sections: parsed ? splitSections(parsed.body) : [],
    }
  })

const sectionIds = new Set(
  guides.flatMap((guide) => guide.sections.map((section) => `${guide.frontMatter.id}/${section.slug}`)),
)

const questions = readJson('bench/questions.json') as Question[]

describe('device catalogue', () => {
  it('parses as an array of complete devices', () => {
    expect(Array.isArray(devices)).toBe(true)
    for (const device of devices) {
      expect(typeof device.brand).toBe('string')
      expect(device.brand.trim().length).toBeGreaterThan(0)
      expect(typeof device.model).toBe('string')
      expect(device.model.trim().length).toBeGreaterThan(0)
      expect(DEVICE_TYPES).toContain(device.deviceType)
      expect(typeof device.specifications).toBe('string')
      expect(device.specifications.trim().length).toBeGreaterThan(0)
    }
  })

  it('has at least 60 devices across at least 8 brands', () => {
    expect(devices.length).toBeGreaterThanOrEqual(60)
    const realBrands = [...brandNames].filter((brand) => brand !== 'General Device Question')
    expect(realBrands.length).toBeGreaterThanOrEqual(8)
  })

  it('covers every device type', () => {
    const types = new Set(devices.map((device) => device.deviceType))
    for (const type of DEVICE_TYPES) expect(types.has(type), type).toBe(true)
  })

  it('has unique brand and model pairs', () => {
    const keys = devices.map((device) => `${device.brand}\u0000${device.model}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('includes the General Device Question pseudo-device', () => {
    const general = devices.find((device) => device.brand === 'General Device Question')
    expect(general).toBeDefined()
    expect(general?.model).toBe('General Question')
    expect(general?.deviceType).toBe('other')
  })
})

describe('knowledge base guides', () => {
  it('has guide files', () => {
    expect(guides.length).toBeGreaterThanOrEqual(20)
  })

  for (const guide of guides) {
    describe(guide.file, () => {
      it('has valid front matter', () => {
        const { id, title, deviceTypes, brands } = guide.frontMatter
        expect(id).toBe(basename(guide.file, '.md'))
        expect(title?.length ?? 0).toBeGreaterThan(0)
        expect(Array.isArray(deviceTypes)).toBe(true)
        expect(Array.isArray(brands)).toBe(true)
        for (const type of deviceTypes ?? []) expect(DEVICE_TYPES).toContain(type)
        for (const brand of brands ?? []) expect(brandNames.has(brand), brand).toBe(true)
      })

      it('has no level-1 heading and at least one section', () => {
        expect(/^# /m.test(guide.body)).toBe(false)
        expect(guide.sections.length).toBeGreaterThan(0)
      })

      it('has unique section slugs', () => {
        const slugs = guide.sections.map((section) => section.slug)
        expect(new Set(slugs).size).toBe(slugs.length)
        for (const slug of slugs) expect(slug.length).toBeGreaterThan(0)
      })

      it('has sections of at least 60 words', () => {
        for (const section of guide.sections) {
          expect(countWords(section.body), section.heading).toBeGreaterThanOrEqual(60)
        }
      })
    })
  }

  it('has at least 150 sections in total', () => {
    const total = guides.reduce((sum, guide) => sum + guide.sections.length, 0)
    expect(total).toBeGreaterThanOrEqual(150)
  })

  it('has unique guide ids', () => {
    const ids = guides.map((guide) => guide.frontMatter.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('benchmark questions', () => {
  it('has at least 80 questions with unique ids', () => {
    expect(Array.isArray(questions)).toBe(true)
    expect(questions.length).toBeGreaterThanOrEqual(80)
    const ids = questions.map((question) => question.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has a question text and at least one relevant section for every question', () => {
    for (const question of questions) {
      expect(question.question.trim().length, question.id).toBeGreaterThan(0)
      expect(question.relevant.length, question.id).toBeGreaterThan(0)
    }
  })

  it('points only at sections that exist', () => {
    for (const question of questions) {
      for (const id of question.relevant) expect(sectionIds.has(id), `${question.id}: ${id}`).toBe(true)
    }
  })

  it('uses only devices from the catalogue', () => {
    const keys = new Set(devices.map((device) => `${device.brand}\u0000${device.model}`))
    for (const question of questions) {
      if (question.device === null) continue
      const key = `${question.device.brand}\u0000${question.device.model}`
      expect(keys.has(key), `${question.id}: ${question.device.brand} ${question.device.model}`).toBe(true)
    }
  })
})

describe('learning phrases (guides/learning-phrases.json, for the section classifier)', () => {
  const learning = JSON.parse(readFileSync(join(guidesDir, 'learning-phrases.json'), 'utf8')) as Record<
    string,
    string[]
  >

  it('names only sections that exist, and gives every section some', () => {
    for (const id of Object.keys(learning)) expect(sectionIds.has(id), id).toBe(true)
    for (const id of sectionIds) expect(learning[id]?.length ?? 0, id).toBeGreaterThanOrEqual(10)
  })

  it('holds short phrases, as owners type them', () => {
    for (const [id, phrases] of Object.entries(learning))
      for (const phrase of phrases)
        expect(phrase.split(/\s+/).length, `${id}: ${phrase}`).toBeLessThanOrEqual(20)
  })
})
