import { type PointerEvent, useEffect, useRef, useState } from 'react'
import type { HighlightBox } from '../highlight'
import type { OpenedPage } from '../pdf-page'
import { clampZoom } from '../zoom'

/** How long the zoom rests before the page is drawn again at its new size (meanwhile the old drawing stretches). */
const REDRAW_AFTER_MS = 150

type Point = { x: number; y: number }
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * The page drawn to the width of its frame times the zoom, the highlight's boxes over it, scrolling inside its
 * frame when zoomed. Two fingers zoom it (the browser's own pinch zoom is held off here, not elsewhere).
 */
export function PageSheet({
  opened,
  zoom,
  onZoom,
  boxes,
  label,
}: {
  opened: OpenedPage
  zoom: number
  onZoom: (zoom: number) => void
  boxes: HighlightBox[]
  label: string
}) {
  const frameRef = useRef<HTMLElement>(null)
  // The canvas's place: React renders it empty and never looks inside.
  const canvasHostRef = useRef<HTMLDivElement>(null)
  const [fitWidth, setFitWidth] = useState(0)
  const [drawn, setDrawn] = useState(false)
  const cssWidth = Math.floor(fitWidth * zoom)

  // The frame's width: the page fits it at 100 %.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const measure = () => setFitWidth(frame.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(frame)
    return () => observer.disconnect()
  }, [])

  // Drawn into a canvas of its own, which takes the old one's place once done: no blank page while zooming.
  useEffect(() => {
    const host = canvasHostRef.current
    if (!host || cssWidth <= 0) return
    let drawing: ReturnType<OpenedPage['draw']> | undefined
    const timer = setTimeout(
      () => {
        const canvas = document.createElement('canvas')
        canvas.className = 'absolute inset-0 block size-full'
        canvas.setAttribute('aria-hidden', 'true')
        drawing = opened.draw(canvas, cssWidth, window.devicePixelRatio || 1)
        drawing.done.then(
          () => {
            host.replaceChildren(canvas)
            setDrawn(true)
          },
          () => {}, // cancelled: a newer size is being drawn
        )
      },
      host.firstChild ? REDRAW_AFTER_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      drawing?.cancel()
    }
  }, [opened, cssWidth])

  // The cited passage brought into view once, when the page is first drawn: then the reader scrolls.
  const scrolled = useRef(false)
  const first = boxes[0]
  useEffect(() => {
    const frame = frameRef.current
    if (!drawn || !frame || !first || scrolled.current) return
    scrolled.current = true
    const width = frame.scrollWidth
    const height = (width * opened.height) / opened.width
    frame.scrollTop = Math.max(0, first.top * height - frame.clientHeight / 3)
    frame.scrollLeft = Math.max(0, first.left * width - 16)
  }, [drawn, first, opened])

  // Two fingers: the zoom follows the distance between them.
  const touches = useRef(new Map<number, Point>())
  const pinch = useRef<{ distance: number; zoom: number } | null>(null)
  const pair = () => [...touches.current.values()] as [Point, Point]
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (touches.current.size === 2) pinch.current = { distance: distance(...pair()), zoom }
  }
  const onPointerMove = (event: PointerEvent) => {
    if (!touches.current.has(event.pointerId)) return
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const start = pinch.current
    if (!start || touches.current.size !== 2 || start.distance === 0) return
    const next = (start.zoom * distance(...pair())) / start.distance
    onZoom(clampZoom(next))
  }
  const onPointerEnd = (event: PointerEvent) => {
    touches.current.delete(event.pointerId)
    if (touches.current.size < 2) pinch.current = null
  }

  return (
    <section
      ref={frameRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for the arrow keys to scroll a zoomed page (WCAG 2.1.1)
      tabIndex={0}
      aria-label="Page view"
      className="relative overflow-auto overscroll-contain rounded-md bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
      style={{ touchAction: 'pan-x pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div
        role="img"
        aria-label={label}
        data-page-sheet=""
        className="relative mx-auto bg-white shadow-sm"
        style={{ width: cssWidth || '100%', aspectRatio: `${opened.width} / ${opened.height}` }}
      >
        <div ref={canvasHostRef} className="absolute inset-0" />
        {boxes.map((box, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes of one page never reorder
            key={i}
            data-highlight=""
            aria-hidden
            className="pointer-events-none absolute z-10 rounded-[1px] bg-yellow-300/45 mix-blend-multiply outline outline-1 outline-yellow-500/60"
            style={{
              left: `${box.left * 100}%`,
              top: `${box.top * 100}%`,
              width: `${box.width * 100}%`,
              height: `${box.height * 100}%`,
            }}
          />
        ))}
      </div>
    </section>
  )
}
