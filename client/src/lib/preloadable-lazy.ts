import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** A lazily loaded component, with the way to load it ahead of its first render. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so any component fits
export type PreloadableLazy<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>
}

/**
 * React.lazy, plus `preload`. Once preloaded, the component's first render finds it in place: the loader then
 * answers with a thenable that calls back at once, so React renders it in the same pass instead of suspending
 * for a microtask. A pre-rendered page (decision 0087) is hydrated that way in one pass; suspended, a part
 * stayed server HTML after the rest was hydrated, and the first update to reach it (the deployment's
 * settings arriving) made React throw that HTML away and draw it again, a long task (decision 0088).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so any component fits
export function preloadableLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): PreloadableLazy<C> {
  let loaded: { default: C } | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module
      return module
    })
  const component = lazy(() => {
    const ready = loaded
    if (!ready) return preload()
    // React.lazy reads a thenable's result in the call to `then` when it comes at once (react's lazyInitializer).
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
      then(resolve?: (module: { default: C }) => unknown) {
        resolve?.(ready)
        return settled
      },
    }
    return settled as unknown as Promise<{ default: C }>
  })
  return Object.assign(component, { preload })
}
