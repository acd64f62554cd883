import { blank } from '@/lib/blanks'
import type { costResult } from '@/messages/en/costResult'

/**
 * An estimate's words for one language as plain strings, with blanks for what the estimate
 * fills in: `{year}`, `{amount}`, and in the picture `{plan}`, `{full}`, `{credit}`, `{pay}`.
 * Made on the server for the estimate form (the page's script carries no catalogue), and in the
 * browser by the report, which has its catalogue already.
 */
export type EstimateResultWords = {
  [K in keyof typeof costResult]: string
}

export function estimateResultWords(words: typeof costResult): EstimateResultWords {
  const amount = blank('amount')
  return {
    ...words,
    resultHeading: words.resultHeading(blank('year')),
    guideHeading: words.guideHeading(blank('year'), blank('asked')),
    nextInsurers: words.nextInsurers(blank('zip')),
    creditFromHealthCareGov: words.creditFromHealthCareGov(amount),
    perMonth: words.perMonth(amount),
    fullPrice: words.fullPrice(amount),
    creditPart: words.creditPart(amount),
    youPay: words.youPay(amount),
    picture: words.picture(blank('plan'), blank('full'), blank('credit'), blank('pay')),
  }
}
