/**
 * A plan page's list of plan options, short enough for a phone: options CMS lists once per
 * service area with the very same figures are one row (saying how many ids it stands for), the
 * rows are shown a page of `OPTIONS_PER_PAGE` at a time, and each page is grouped by metal
 * level. Pure, for the server and the browser alike.
 */
import type { PlanOption } from './market-types'

/** How many rows of plan options a page shows. */
export const OPTIONS_PER_PAGE = 20

/** One row of the list: an option, and every CMS plan id that sells it with the same figures. */
export type OptionRow = { option: PlanOption; ids: string[] }

export type OptionGroup = { metalLevel: string; rows: OptionRow[] }

export type OptionPage = {
  /** The page shown, from 1, within 1…pageCount. */
  page: number
  pageCount: number
  /** How many rows all pages hold together. */
  rowCount: number
  groups: OptionGroup[]
}

/** What a person would compare: two options alike in all of it are the same choice. */
function sameChoiceKey(option: PlanOption): string {
  return JSON.stringify([
    option.marketingName.replace(/\s+/g, ' ').trim().toLowerCase(),
    option.metalLevel,
    option.deductible,
    option.drugDeductible,
    option.outOfPocketMax,
    option.drugOutOfPocketMax,
    option.isHsaEligible,
    option.isReferralRequired,
    option.isNationalNetwork,
    option.isOutOfAreaCovered,
  ])
}

/**
 * The options with identical rows merged, in the order given (the first of each kept, with its
 * documents; a merged row lacking a document takes the next one's).
 */
export function mergeIdenticalOptions(options: readonly PlanOption[]): OptionRow[] {
  const rows = new Map<string, OptionRow>()
  for (const option of options) {
    const key = sameChoiceKey(option)
    const row = rows.get(key)
    if (!row) {
      rows.set(key, { option, ids: [option.standardComponentId] })
      continue
    }
    row.ids.push(option.standardComponentId)
    row.option = {
      ...row.option,
      summaryOfBenefitsUrl: row.option.summaryOfBenefitsUrl ?? option.summaryOfBenefitsUrl,
      brochureUrl: row.option.brochureUrl ?? option.brochureUrl,
    }
  }
  return [...rows.values()]
}

/** The page number an address asks for (`?options=3`), or 1 for anything else. */
export function readOptionsPage(value: string | string[] | undefined): number {
  const text = typeof value === 'string' ? value : ''
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 1
}

/**
 * One page of the rows, grouped by metal level in the order the rows come (the options are
 * kept in metal-level order). A page past the last shows the last.
 */
export function pageOfOptions(rows: readonly OptionRow[], asked: number): OptionPage {
  const pageCount = Math.max(1, Math.ceil(rows.length / OPTIONS_PER_PAGE))
  const page = Math.min(Math.max(1, Math.floor(asked)), pageCount)
  const groups: OptionGroup[] = []
  for (const row of rows.slice((page - 1) * OPTIONS_PER_PAGE, page * OPTIONS_PER_PAGE)) {
    const last = groups.at(-1)
    if (last && last.metalLevel === row.option.metalLevel) last.rows.push(row)
    else groups.push({ metalLevel: row.option.metalLevel, rows: [row] })
  }
  return { page, pageCount, rowCount: rows.length, groups }
}
