import {
  array,
  boolean,
  coerce,
  config,
  custom,
  email,
  enum as enumOf,
  iso,
  literal,
  looseObject,
  number,
  object,
  record,
  string,
  union,
  unknown,
  uuid,
} from 'zod'

/**
 * Zod, as every part of Candor imports it: only the schema builders Candor uses, imported
 * by name. Zod's namespace object also carries every locale's messages and the JSON Schema
 * tools; handing that object around put all of it (about 90 KB gzipped) in every page's
 * JavaScript, where the bundler cannot tell which parts are used.
 *
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying
 * `new Function("")` when the first object schema is made. Under Candor's
 * Content-Security-Policy (no 'unsafe-eval') that probe alone is reported as a violation on
 * every page, so parsers stay interpreted. Configured here, before any module that imports
 * this one can build a schema.
 */
config({ jitless: true })

export const z = {
  array,
  boolean,
  coerce,
  custom,
  email,
  enum: enumOf,
  iso,
  literal,
  looseObject,
  number,
  object,
  record,
  string,
  union,
  unknown,
  uuid,
}

export type { infer as Infer, RefinementCtx, ZodType } from 'zod'
export type { $ZodIssue as ZodIssue } from 'zod/v4/core'
