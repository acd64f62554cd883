'use client'

import { Suspense, use, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react'

/**
 * The events that come before a click, a tap or a key on a part: React does not replay a
 * click on a part whose code is still loading, so these start the loading first. They are
 * heard on `window` while capturing, before React's own listener, which stops them while the
 * part they land on waits for its code.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

/** How near the viewport a part starts loading: a screen's height above or below it. */
const NEAR = '100% 0px'

const unchanging = () => () => {}
const inTheBrowser = () => false
const whileHydrating = () => true

/**
 * A part of a page below its first screen, whose code loads only when a reader comes near
 * it (decision 010). The server renders it in full, so the page reads the same without
 * script (a `<noscript>` copy, since React streams a large part after the rest of the page);
 * in the browser its HTML stays as it came, not yet hydrated, until the part comes
 * within a screen of the viewport or a pointer, finger or focus reaches it, and then its
 * code is fetched and React hydrates it in place. A fetch that fails (offline) leaves the
 * server's HTML and is tried again at the next approach.
 *
 * A part rendered in the browser rather than hydrated loads at once: the page reached by a
 * link within the site, or a part whose server HTML React let go. React does that when a
 * context above the part changes while it waits, so the site's providers keep their values
 * (the session's changes reach the components that read it, not the context).
 *
 * `load` fetches the component in the browser; `onServer` is the same component as the
 * server renders it, `undefined` in the browser (`typeof window === 'undefined' ?
 * require(…) : undefined`, which the bundler drops from the browser's code).
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | undefined,
): ComponentType<P> {
  let start = () => {}
  let loading = false
  const loaded = new Promise<ComponentType<P>>((resolve) => {
    start = () => {
      if (loading) return
      loading = true
      load().then(resolve, () => {
        loading = false
      })
    }
  })

  function Part(props: P) {
    // The server's snapshot while React hydrates the part, the browser's when it renders anew.
    const hydrating = useSyncExternalStore(unchanging, inTheBrowser, whileHydrating)
    if (!onServer && !hydrating) start()
    const Component = onServer ?? use(loaded)
    return <Component {...props} />
  }

  function DeferredPart(props: P) {
    const box = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = box.current
      if (!element) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start()
        },
        { rootMargin: NEAR },
      )
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) start()
      }
      let listening = true
      const forget = () => {
        if (!listening) return
        listening = false
        observer.disconnect()
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true)
      }
      observer.observe(element)
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true })
      void loaded.then(forget)
      return forget
    }, [])
    // Its props stay as the page gave them while it waits: new ones would make React replace
    // the server's HTML with an empty box until the code is here.
    return (
      <div ref={box}>
        <Suspense>
          <Part {...props} />
        </Suspense>
        {/* React sends a large part after the rest of the page and moves it into place with a
            script; without script it would stay hidden, so the page carries a copy for that
            case. React leaves a noscript's content alone in the browser. */}
        <noscript>{onServer ? <Part {...props} /> : null}</noscript>
      </div>
    )
  }
  return DeferredPart
}
