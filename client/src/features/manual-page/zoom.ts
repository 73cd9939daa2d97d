// The page viewer's zoom: 1 fits the page to the dialog's width; the buttons step through these levels, two
// fingers go anywhere between the ends.

export const ZOOM_LEVELS = [1, 1.25, 1.5, 2, 2.5, 3, 4] as const
export const MIN_ZOOM = ZOOM_LEVELS[0]
export const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1] as number

/**
 * The page's width at which a manual's body text (9-10 pt on A4 or Letter) reads at about 10 CSS pixels. A
 * phone's dialog is about half of it: there the page opens zoomed in, at its passage.
 */
const READABLE_PAGE_WIDTH = 600
/** The dialog's margins and padding on a phone (w-[calc(100%-1rem)], p-3), and the page frame's own. */
const DIALOG_INSET = 40

/** The first zoom at which the page is readable in a window this wide. */
export function readableZoom(windowWidth: number): number {
  const fit = Math.max(1, windowWidth - DIALOG_INSET)
  return ZOOM_LEVELS.find((level) => level * fit >= READABLE_PAGE_WIDTH) ?? MAX_ZOOM
}

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
/** The next level up from any zoom (a pinch leaves it between two), or the largest. */
export const zoomedIn = (zoom: number) => ZOOM_LEVELS.find((level) => level > zoom + 0.01) ?? MAX_ZOOM
/** The next level down, or the smallest. */
export const zoomedOut = (zoom: number) =>
  [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 0.01) ?? MIN_ZOOM
