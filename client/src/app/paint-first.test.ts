// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The paint-first loader (decision 0088), run as the browser runs it: a classic script whose element carries
// the page's entry script and module preloads, in a document with a controllable paint observer.
const SOURCE = readFileSync(join(import.meta.dirname, 'paint-first.js'), 'utf8')

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void
let observers: { callback: PaintCallback; disconnected: boolean }[] = []

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  private readonly record: { callback: PaintCallback; disconnected: boolean }
  constructor(callback: PaintCallback) {
    this.record = { callback, disconnected: false }
    observers.push(this.record)
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true
  }
}

function paint(name: string) {
  for (const observer of observers) {
    if (!observer.disconnected)
      observer.callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) })
  }
}

function runLoader(preload = '/assets/login-1.js /assets/form-1.js') {
  const script = document.createElement('script')
  script.setAttribute('data-entry', '/assets/index-1.js')
  script.setAttribute('data-preload', preload)
  document.head.appendChild(script)
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script })
  // The loader is a classic script: it runs in the page's global scope, as a script element runs it.
  // biome-ignore lint/security/noGlobalEval: the loader's own source, read from the repository
  globalThis.eval(SOURCE)
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null })
}

const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')] as HTMLScriptElement[]
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

let frames: FrameRequestCallback[] = []
/** Draws the frames asked for so far (and those their callbacks ask for, on the next call). */
function drawFrame() {
  const due = frames
  frames = []
  for (const frame of due) frame(0)
}

beforeEach(() => {
  vi.useFakeTimers() // first: it fakes requestAnimationFrame too, which the line below replaces
  observers = []
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  document.head.innerHTML = ''
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
})

describe('the paint-first loader', () => {
  it("adds the page's scripts only once the first contentful paint is reported", () => {
    runLoader()
    expect(entryScripts()).toHaveLength(0)
    expect(preloads()).toEqual([])

    paint('first-paint') // a background colour is not the page
    expect(entryScripts()).toHaveLength(0)

    paint('first-contentful-paint')
    // The first paint may be of a page still being parsed: the next frame holds all of it.
    drawFrame()
    expect(entryScripts()).toHaveLength(0)
    drawFrame()
    expect(preloads()).toEqual(['/assets/login-1.js', '/assets/form-1.js'])
    const [entry] = entryScripts()
    expect(entry?.getAttribute('src')).toBe('/assets/index-1.js')
    expect(entry?.getAttribute('crossorigin')).toBe('') // as Vite's own tags: the preloads are reused
    expect(observers.every((observer) => observer.disconnected)).toBe(true)
  })

  it('adds many preloads a few per task, the entry script first', () => {
    const files = Array.from({ length: 10 }, (_, n) => `/assets/chunk-${n}.js`)
    runLoader(files.join(' '))
    paint('first-contentful-paint')
    drawFrame()
    drawFrame()
    expect(entryScripts()).toHaveLength(1)
    expect(preloads()).toEqual(files.slice(0, 4))
    vi.advanceTimersToNextTimer()
    expect(preloads()).toEqual(files.slice(0, 8))
    vi.advanceTimersToNextTimer()
    expect(preloads()).toEqual(files)
  })

  it('adds them once, however many times it is told', () => {
    runLoader()
    paint('first-contentful-paint')
    drawFrame()
    drawFrame()
    vi.advanceTimersByTime(5000)
    expect(entryScripts()).toHaveLength(1)
    expect(preloads()).toHaveLength(2)
  })

  it('does not wait for a paint that is never reported', () => {
    runLoader('')
    vi.advanceTimersByTime(2999)
    expect(entryScripts()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(entryScripts()).toHaveLength(1)
    expect(preloads()).toEqual([])
  })

  it('starts at once in a tab out of sight, which paints nothing until it is looked at', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    runLoader()
    expect(entryScripts()).toHaveLength(1)
  })

  it('waits for the next drawn frame in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    runLoader()
    expect(entryScripts()).toHaveLength(0)
    drawFrame()
    expect(entryScripts()).toHaveLength(0)
    drawFrame()
    expect(entryScripts()).toHaveLength(1)
  })
})
