/**
 * Builds the tax-credit estimate's committed parameters (src/features/costs/parameters/) from
 * the derived public tables in ../shared/data (see that folder's README, sources S11 and the
 * Medicaid section):
 *   npx tsx scripts/build-cost-parameters.ts [--data ../shared/data]
 * The subsidy parameters are copied as published (poverty guidelines, applicable percentages,
 * age curves, each with its official source); the Medicaid expansion table is turned into JSON
 * with its numbers as numbers. Running it again on the same files writes the same bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { parse } from 'csv-parse/sync'

const { values } = parseArgs({ options: { data: { type: 'string', default: '../shared/data' } } })
const dataDir = path.resolve(values.data!)
const outDir = path.resolve('src/features/costs/parameters')

const subsidy = JSON.parse(fs.readFileSync(path.join(dataDir, 'subsidy_parameters.json'), 'utf8')) as unknown
fs.writeFileSync(path.join(outDir, 'subsidy-parameters.json'), JSON.stringify(subsidy, null, 1) + '\n')

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
fs.writeFileSync(path.join(outDir, 'medicaid-expansion.json'), JSON.stringify(medicaid, null, 1) + '\n')
console.log(`wrote ${path.relative(process.cwd(), outDir)}: subsidy parameters, ${medicaid.length} Medicaid rows`)
