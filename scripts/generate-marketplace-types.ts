/**
 * Writes src/features/marketplace/marketplace-api.generated.ts, the TypeScript types of the CMS
 * Marketplace API (the public API behind HealthCare.gov's plan search), from CMS's published
 * Swagger 2.0 description:
 *   npm run generate:marketplace-types [-- --spec <file>] [-- --check]
 * The description is read from ../shared/data/marketplace-api/openapi/marketplace-api.yaml
 * beside the repository, or from `--spec <file>` (or a lone file argument), or from the
 * environment variable MARKETPLACE_API_SPEC. `--check` writes nothing: it exits 1 when the
 * committed file differs from what the description gives now (2 when it cannot tell).
 *
 * Swagger 2.0 is converted to OpenAPI 3.0 by swagger2openapi, then openapi-typescript writes the
 * types and prettier lays them out as the repository's own code. The conversion runs in patch
 * mode, so a newer copy of the description with small structural slips (a response with no
 * description, a parameter's missing type, a `nullable` left in Swagger 2.0) still converts;
 * the number of fixes it made is printed. The copy Candor uses needed none of those, but 17 of
 * its schemas, all strings (the enums such as MarketEnum and MetalLevelEnum, and Relationship,
 * NPI, PlanID, RxCUI), also carry an empty `properties: {}`, an object's keyword, which makes
 * openapi-typescript widen each enum to plain `string`: the generator drops that empty keyword
 * from every schema that is not an object, and counts it with the fixes. An object schema that
 * lists no properties (Plan's `network_adequacy.networks`) becomes `Record<string, unknown>`,
 * since the description leaves its keys open rather than forbidding them. And Person lists both
 * `age` and `dob` as required, while each one's description says it is required only when the
 * other is not given (real requests send `age` alone): the generator makes both optional.
 * Its other known errors are in what it says, which no converter can fix, and the code that
 * reads the API allows for them:
 * - the error bodies' schema (ApplicationError400/404) names the fields `msg` and `err`, while
 *   the description's own examples, like the API, use `message` and `error`;
 * - GET /drugs/covered and GET /providers/covered name their array "Provider & Drug Coverage",
 *   the name of the endpoints' tag rather than the answer's key;
 * - PlanSearchRequest lists `offset` but not `limit`, which its own example sends;
 * - Plan lacks fields that real answers carry (`design_type`, `is_standardized_plan`,
 *   `tiered_deductibles`, `tiered_moops`, `waiting_period_duration`, ...) and Eligibility
 *   lacks `in_coverage_gap`.
 * Running it again on the same description writes the same bytes.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { format, resolveConfig } from 'prettier'
import swagger2openapi from 'swagger2openapi'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where CMS's description is kept beside the repository. */
export const DEFAULT_SPEC_PATH = path.resolve(REPO_ROOT, '../shared/data/marketplace-api/openapi/marketplace-api.yaml')

/** The committed types. */
export const GENERATED_PATH = path.join(REPO_ROOT, 'src/features/marketplace/marketplace-api.generated.ts')

const HEADER = `/**
 * The CMS Marketplace API's types, generated from CMS's published Swagger 2.0 description
 * (converted to OpenAPI 3.0) by \`npm run generate:marketplace-types\`. Do not edit by hand:
 * change the description or the generator, and run it again. The description's known gaps
 * and errors are listed in scripts/generate-marketplace-types.ts.
 */
`

export type Generated = {
  /** The file's whole text, formatted as the repository formats TypeScript. */
  text: string
  /** How many small errors of the description the conversion fixed. */
  patches: number
}

/**
 * Removes an empty `properties` from every schema whose type is not an object (the description's
 * string enums carry one), and returns how many it removed.
 */
export function dropEmptyPropertiesOfNonObjects(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + dropEmptyPropertiesOfNonObjects(item), 0)
  if (node === null || typeof node !== 'object') return 0
  const schema = node as Record<string, unknown>
  let dropped = 0
  const { properties, type } = schema
  if (
    typeof type === 'string' &&
    type !== 'object' &&
    properties !== null &&
    typeof properties === 'object' &&
    Object.keys(properties).length === 0
  ) {
    delete schema.properties
    dropped += 1
  }
  for (const value of Object.values(schema)) dropped += dropEmptyPropertiesOfNonObjects(value)
  return dropped
}

/**
 * Makes Person's `age` and `dob` optional: the description requires both, though each is needed
 * only without the other. Returns 1 when it changed the schema, 0 when it had nothing to fix.
 */
export function relaxAgeOrBirthDate(openapi: Record<string, unknown>): number {
  const components = openapi.components as { schemas?: Record<string, { required?: string[] }> } | undefined
  const person = components?.schemas?.Person
  if (!person?.required?.includes('age') || !person.required.includes('dob')) return 0
  const rest = person.required.filter((name) => name !== 'age' && name !== 'dob')
  if (rest.length) person.required = rest
  else delete person.required
  return 1
}

/** Converts the description at `specPath` and returns the text of the types file. */
export async function generateMarketplaceTypes(specPath: string = DEFAULT_SPEC_PATH): Promise<Generated> {
  const swagger = await fs.readFile(specPath, 'utf8')
  const converted = await swagger2openapi.convertStr(swagger, { patch: true, resolve: false })
  const fixed = dropEmptyPropertiesOfNonObjects(converted.openapi) + relaxAgeOrBirthDate(converted.openapi)
  const nodes = await openapiTS(converted.openapi as unknown as OpenAPI3, { emptyObjectsUnknown: true })
  const text = `${HEADER}\n${astToString(nodes)}`
  const options = { ...(await resolveConfig(GENERATED_PATH)), filepath: GENERATED_PATH }
  return { text: await format(text, options), patches: converted.patches + fixed }
}

/** The description to read: `--spec <file>`, a lone file argument, MARKETPLACE_API_SPEC, or the default. */
export function specPathFrom(
  positionals: string[],
  spec: string | undefined,
  env: Record<string, string | undefined>,
): string {
  const chosen = spec ?? positionals[0] ?? env.MARKETPLACE_API_SPEC
  return chosen ? path.resolve(chosen) : DEFAULT_SPEC_PATH
}

async function readCommitted(): Promise<string | null> {
  try {
    return await fs.readFile(GENERATED_PATH, 'utf8')
  } catch {
    return null
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { spec: { type: 'string' }, check: { type: 'boolean', default: false } },
  })
  const specPath = specPathFrom(positionals, values.spec, process.env)
  let generated: Generated
  try {
    generated = await generateMarketplaceTypes(specPath)
  } catch (error) {
    console.error(`Could not generate the Marketplace API types from ${specPath}: ${(error as Error).message}`)
    return 2
  }
  const target = path.relative(process.cwd(), GENERATED_PATH)
  if (values.check) {
    if ((await readCommitted()) === generated.text) {
      console.log(`${target} is up to date with ${specPath}.`)
      return 0
    }
    console.error(`${target} differs from ${specPath}: run npm run generate:marketplace-types.`)
    return 1
  }
  await fs.writeFile(GENERATED_PATH, generated.text)
  console.log(`Wrote ${target} from ${specPath} (${generated.patches} fixes to the description).`)
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}
