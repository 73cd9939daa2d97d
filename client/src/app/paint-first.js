// The loader of a pre-rendered page's scripts (decision 0088). The page is already in its HTML (decision 0087),
// so its scripts are for what comes after the first paint: hydration. Requested in <head>, they shared a slow
// line with the stylesheet the paint waits for, and ran before the browser had shown anything. This waits for
// the first contentful paint and the frame after it (the first paint may show a page still being parsed; this
// script runs once it has been), then adds the page's entry script and module preloads as Vite wrote them.
// scripts/prerender.ts copies it into the build under a content-hashed name and gives it the two lists below.
// Plain ES2017, no module: it runs from a classic `defer` script, before any other of the page's code.
;(() => {
  const script = document.currentScript
  if (!script) return
  const entry = script.getAttribute('data-entry')
  const preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  let started = false
  const PRELOADS_PER_TASK = 4

  function start() {
    if (started || !entry) return
    started = true
    const module = document.createElement('script')
    module.type = 'module'
    module.crossOrigin = ''
    module.src = entry
    document.head.appendChild(module)
    preloadFrom(0)
  }

  // Each link starts a fetch, about a millisecond of the main thread on a fast machine: a few per task, so
  // the page's main thread is never held for long while it is being looked at.
  function preloadFrom(first) {
    for (const href of preloads.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    }
    if (first + PRELOADS_PER_TASK < preloads.length)
      setTimeout(() => preloadFrom(first + PRELOADS_PER_TASK), 0)
  }

  // The second callback runs once the frame the first one preceded has been drawn.
  function afterNextFrame() {
    requestAnimationFrame(() => requestAnimationFrame(start))
  }

  // A page loaded out of sight paints nothing until it is looked at: hydrate it now.
  if (document.visibilityState === 'hidden') return start()
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (types.indexOf('paint') >= 0) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      afterNextFrame()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    // No paint timing: after the next frame.
    afterNextFrame()
  }
  // Whatever happens to the paint (a browser that never reports one), the page becomes usable.
  setTimeout(start, 3000)
})()
