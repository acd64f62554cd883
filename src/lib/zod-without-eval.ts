import { z } from 'zod'

/**
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying
 * `new Function("")` once. Under Candor's Content-Security-Policy (no 'unsafe-eval') that
 * probe alone is reported as a violation on every page that parses, so parsers stay
 * interpreted. Imported for its effect by the site frame, before anything parses.
 */
z.config({ jitless: true })
