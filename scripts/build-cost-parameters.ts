/**
 * Builds the tax-credit estimate's committed parameters (src/features/costs/parameters/) from
 * the derived public tables in ../shared/data (see that folder's README, sources S11 and the
 * Medicaid section):
 *   npx tsx scripts/build-cost-parameters.ts [--data ../shared/data]
 * The subsidy parameters are copied as published, as TypeScript modules (poverty guidelines, applicable percentages,
 * age curves, each with its official source); the Medicaid expansion table is turned into JSON
 * with its numbers as numbers. Running it again on the same files writes the same bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { parse } from 'csv-parse/sync'
import { format, resolveConfig } from 'prettier'

const { values } = parseArgs({ options: { data: { type: 'string', default: '../shared/data' } } })
const dataDir = path.resolve(values.data!)
const outDir = path.resolve('src/features/costs/parameters')

/** Writes data as a TypeScript module (plain Node and every bundler load it alike, with no JSON import attribute). */
async function writeModule(file: string, name: string, source: string, data: unknown): Promise<void> {
  const target = path.join(outDir, file)
  const text = `/** ${source}, as published; written by scripts/build-cost-parameters.ts: do not edit. */\nexport const ${name} = ${JSON.stringify(data)}\n`
  fs.writeFileSync(target, await format(text, { ...(await resolveConfig(target)), filepath: target }))
}

const subsidy = JSON.parse(fs.readFileSync(path.join(dataDir, 'subsidy_parameters.json'), 'utf8')) as unknown
await writeModule('subsidy-parameters.data.ts', 'subsidyParameters', 'subsidy_parameters.json', subsidy)

type Row = Record<string, string>
const rows = parse(fs.readFileSync(path.join(dataDir, 'medicaid_expansion.csv')), {
  columns: true,
  bom: true,
  skip_empty_lines: true,
}) as Row[]
const percent = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : null)
const medicaid = rows.map((row) => ({
  state: row.state!,
  expanded: row.expanded === 'yes',
  expansionEffectiveDate: row.expansion_effective_date || null,
  adultIncomeLimitPercent: percent(row.adult_income_limit_pct_fpl),
  parentIncomeLimitPercent: percent(row.parent_income_limit_pct_fpl),
  healthcareGovYears: row.healthcare_gov_2025_2026!.includes('only')
    ? row
        .healthcare_gov_2025_2026!.replace(/\s*only/, '')
        .split(';')
        .map(Number)
    : row.healthcare_gov_2025_2026!.split(';').map(Number),
  statusAsOf: row.status_as_of!,
  source: row.source!,
  note: row.note!,
}))
await writeModule('medicaid-expansion.data.ts', 'medicaidExpansion', 'medicaid_expansion.csv', medicaid)
console.log(`wrote ${path.relative(process.cwd(), outDir)}: subsidy parameters, ${medicaid.length} Medicaid rows`)
