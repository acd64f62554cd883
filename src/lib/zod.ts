import { z } from 'zod'

/**
 * Zod, as every part of Candor imports it. Zod compiles object parsers with `new Function`
 * where it may, and finds out by trying `new Function("")` when the first object schema is
 * made. Under Candor's Content-Security-Policy (no 'unsafe-eval') that probe alone is
 * reported as a violation on every page, so parsers stay interpreted. Configured here,
 * before any module that imports this one can build a schema.
 */
z.config({ jitless: true })

export { z }
