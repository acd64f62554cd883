import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'

/**
 * Readers for the official CMS and HUD files (the formats of tests/fixtures/cms). Each
 * checks the columns it needs and every row it keeps; the first problem is reported with
 * the file and the line, and nothing is returned.
 */
export class ImportFileError extends Error {
  constructor(file: string, line: number | null, problem: string) {
    super(`${path.basename(file)}${line === null ? '' : `:${line}`}: ${problem}`)
    this.name = 'ImportFileError'
  }
}

export type Row = { line: number; get: (column: string) => string }

export function readRows(file: string, required: string[]): Row[] {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(fs.readFileSync(file), {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.replace(/"+$/, '').trim()),
      skip_empty_lines: true,
      info: true,
    }) as typeof records
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null
    throw new ImportFileError(file, line, `not a readable CSV file (${(error as Error).message.split('\n')[0]})`)
  }
  const header = records[0] ? Object.keys(records[0].record) : readHeader(file)
  const missing = required.filter((column) => !header.includes(column))
  if (missing.length > 0) throw new ImportFileError(file, 1, `missing column ${missing.join(', ')}`)
  return records.map(({ record, info }) => ({ line: info.lines, get: (column) => (record[column] ?? '').trim() }))
}

function readHeader(file: string): string[] {
  const first =
    fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? ''
  return first.split(',').map((name) => name.replace(/"/g, '').trim())
}

export const fail = (file: string, row: Row, problem: string): never => {
  throw new ImportFileError(file, row.line, problem)
}

export function checkYear(file: string, row: Row, planYear: number, column = 'BusinessYear'): void {
  const year = row.get(column)
  if (year !== String(planYear)) fail(file, row, `${column} is "${year}", expected ${planYear}`)
}

export const yesNo = (file: string, row: Row, column: string): boolean => {
  const value = row.get(column).toLowerCase()
  if (value === 'yes') return true
  if (value === 'no' || value === '') return false
  return fail(file, row, `${column} must be Yes or No, not "${row.get(column)}"`)
}

/** "$1,500" → 1500; blank or "Not Applicable" → null. */
export const dollars = (file: string, row: Row, column: string): number | null => {
  const value = row.get(column)
  if (value === '' || /^not applicable$/i.test(value)) return null
  const number = value.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(number)) return fail(file, row, `${column} is not an amount: "${value}"`)
  return Math.round(Number(number))
}

export const isIndividualMedical = (row: Row) =>
  row.get('MarketCoverage') === 'Individual' && row.get('DentalOnlyPlan') === 'No'

/** The first two digits of a county FIPS code, as a USPS state code. */
export const FIPS_STATES: Record<string, string> = Object.fromEntries(
  (
    '01AL 02AK 04AZ 05AR 06CA 08CO 09CT 10DE 11DC 12FL 13GA 15HI 16ID 17IL 18IN 19IA 20KS 21KY 22LA 23ME 24MD ' +
    '25MA 26MI 27MN 28MS 29MO 30MT 31NE 32NV 33NH 34NJ 35NM 36NY 37NC 38ND 39OH 40OK 41OR 42PA 44RI 45SC 46SD ' +
    '47TN 48TX 49UT 50VT 51VA 53WA 54WV 55WI 56WY 60AS 66GU 69MP 72PR 78VI'
  )
    .split(' ')
    .map((pair) => [pair.slice(0, 2), pair.slice(2)]),
)

/** CMS spells rating areas "Rating Area 7", as in its Rate PUF. */
const RATING_AREA_ID = /^Rating Area \d{1,2}$/

export const checkRatingArea = (file: string, row: Row, column = 'RatingAreaId'): string => {
  const area = row.get(column)
  if (!RATING_AREA_ID.test(area)) fail(file, row, `${column} must read like "Rating Area 7", not "${area}"`)
  return area
}

export const checkState = (file: string, row: Row): string => {
  const state = row.get('StateCode')
  if (!Object.values(FIPS_STATES).includes(state)) fail(file, row, `StateCode "${state}" is not a US state code`)
  return state
}
