/** What the benchmark scripts share: percentiles and waiting for a server to be ready. */

/** The p-th percentile of an ascending list (nearest rank), or NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Waits until `base`/readyz answers 200, for up to ten minutes (a first start builds the site). */
export async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${base}/readyz`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('The server did not become ready in 10 minutes')
}
