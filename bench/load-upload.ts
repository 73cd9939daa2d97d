// The manual an admin uploads while the load runs (bench/load.ts): a 30-page owner's manual of a catalogue
// device (the STRIKER 4 of bench:manuals, drawn by bench/manuals/generate.ts), uploaded through one
// instance, read by whichever instance's worker takes the job, and asked about through another instance:
// the figure is how long after the upload an owner asking through that other instance gets the manual's
// answer. The instances share only PostgreSQL (each has its own DATA_DIR).
import { generateManuals } from './manuals/generate'

/** The manual and a question its pages answer (bench/manuals/questions-fresh.ts). */
const MANUAL_ID = 'garmin-striker-4'
const QUESTION = 'want the fishfinder to come on by itself when i turn the key'
const TITLE = 'STRIKER 4 Owner Manual (load run)'
const POLL_MS = 250
/** Asking again: well inside the per-user question throttle (30 a minute). */
const ASK_AGAIN_MS = 3000
const GIVE_UP_MS = 120_000

export interface UploadFigures {
  device: string
  pages: number
  bytes: number
  /** The upload request through the uploading instance, until its 201. */
  uploadMs: number
  /** From the upload's 201 until the document reads 'ready' through the asking instance. */
  readyAfterMs: number | null
  /** From the upload's 201 until an answer through the asking instance cites the manual. */
  answeredAfterMs: number | null
  status: string
  /** The page the answer cited, as printed in the manual's list of sources ('p. 18' -> 18). */
  citedPage: number | null
  /** The last answer's first words and sources, when none quoted the manual (what went wrong). */
  lastAnswer?: string
  error?: string
}

interface Session {
  base: string
  origin: string
  cookie: string
}

async function signIn(base: string, origin: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`admin sign-in: ${response.status}`)
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!sid) throw new Error('admin sign-in: no session cookie')
  return { base, origin, cookie: sid.split(';')[0] as string }
}

async function json(session: Session, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${session.base}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      origin: session.origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The manual's PDF, drawn before the load starts (drawing it takes a second of CPU). */
export async function loadRunManual(): Promise<{ pdf: Uint8Array; brand: string; model: string }> {
  const manual = (await generateManuals()).find((m) => m.id === MANUAL_ID)
  if (!manual) throw new Error(`bench/manuals has no manual ${MANUAL_ID}`)
  return { pdf: manual.pdf, brand: 'Garmin', model: 'STRIKER 4' }
}

/**
 * Uploads the manual through `uploadPort` as the admin, then, through `askPort`, waits for it to be read and
 * asks its question until the answer quotes the manual's page and cites the manual.
 */
export async function uploadAndAsk(options: {
  uploadPort: number
  askPort: number
  origin: string
  admin: { email: string; password: string }
  manual: { pdf: Uint8Array; brand: string; model: string }
}): Promise<UploadFigures> {
  const { manual } = options
  const figures: UploadFigures = {
    device: `${manual.brand} ${manual.model}`,
    pages: 0,
    bytes: manual.pdf.byteLength,
    uploadMs: 0,
    readyAfterMs: null,
    answeredAfterMs: null,
    status: 'not uploaded',
    citedPage: null,
  }
  try {
    const uploader = await signIn(
      `http://127.0.0.1:${options.uploadPort}`,
      options.origin,
      options.admin.email,
      options.admin.password,
    )
    const asker = await signIn(
      `http://127.0.0.1:${options.askPort}`,
      options.origin,
      options.admin.email,
      options.admin.password,
    )
    const devices = (await json(uploader, 'GET', '/api/manuals')) as {
      id: number
      brand: string
      model: string
    }[]
    const device = devices.find((d) => d.brand === manual.brand && d.model === manual.model)
    if (!device) throw new Error(`the catalogue has no ${figures.device}`)
    const form = new FormData()
    form.append('title', TITLE)
    form.append('file', new Blob([new Uint8Array(manual.pdf)], { type: 'application/pdf' }), 'striker-4.pdf')
    const started = performance.now()
    const upload = await fetch(`${uploader.base}/api/admin/manuals/${device.id}/documents`, {
      method: 'POST',
      headers: { origin: uploader.origin, cookie: uploader.cookie },
      body: form,
    })
    if (upload.status !== 201)
      throw new Error(`upload: ${upload.status} ${(await upload.text()).slice(0, 200)}`)
    const uploaded = performance.now()
    figures.uploadMs = uploaded - started
    figures.status = 'processing'
    const { id } = (await upload.json()) as { id: number }
    const deadline = uploaded + GIVE_UP_MS
    while (performance.now() < deadline) {
      const list = (await json(asker, 'GET', `/api/admin/manuals/${device.id}/documents`)) as {
        id: number
        status: string
        pages?: number | null
        error?: string | null
      }[]
      const doc = list.find((d) => d.id === id)
      if (doc && doc.status !== 'processing') {
        figures.status = doc.status
        figures.pages = doc.pages ?? 0
        figures.readyAfterMs = performance.now() - uploaded
        if (doc.status !== 'ready') figures.error = doc.error ?? undefined
        break
      }
      await sleep(POLL_MS)
    }
    if (figures.status !== 'ready') return figures
    while (performance.now() < deadline) {
      const answer = (await json(asker, 'POST', '/api/query', { manualId: device.id, query: QUESTION })) as {
        response: string
        sources: { title: string; page?: number }[]
      }
      // A manual's source is titled with its page: "STRIKER 4 Owner Manual (load run), p. 18".
      const cited = answer.sources.find((s) => s.title.startsWith(TITLE))
      if (cited) {
        figures.answeredAfterMs = performance.now() - uploaded
        figures.citedPage = cited.page ?? null
        figures.lastAnswer = undefined
        break
      }
      figures.lastAnswer = `${answer.response.replace(/\s+/g, ' ').slice(0, 400)} | sources: ${answer.sources.map((s) => `${s.title} p.${s.page ?? '-'}`).join('; ')}`
      await sleep(ASK_AGAIN_MS)
    }
  } catch (error) {
    figures.error = error instanceof Error ? error.message : String(error)
  }
  return figures
}
