/**
 * How Candor names a plan (a CMS reporting unit), on every screen and in every mail: the
 * insurer's marketing name and the product type, "Ambetter from Superior HealthPlan EPO".
 * The legal name is shown only where a legal name is meant (the plan page's facts, its
 * structured data). Pure functions, for the server and the browser alike.
 */

export type NameablePlan = {
  nid: number
  issuerMarketingName: string
  productType: string
  issuerLegalName?: string | null
  issuerId?: string | null
}

/** Collapses the runs of spaces CMS files carry ("Aetna Health Inc.  (a TX corp.)"). */
export function tidyName(name: string): string {
  return name.replace(/\s+/g, ' ').trim()
}

/** The plan's name: marketing name and product type. */
export function planName(plan: Pick<NameablePlan, 'issuerMarketingName' | 'productType'>): string {
  return tidyName(`${plan.issuerMarketingName} ${plan.productType}`)
}

/** CMS's licensed-entity name, tidied; the marketing name where CMS gives none. */
export function planLegalName(plan: Pick<NameablePlan, 'issuerMarketingName' | 'issuerLegalName'>): string {
  return tidyName(plan.issuerLegalName || plan.issuerMarketingName)
}

/** The words of what tells two plans of one name apart, in the page's language (catalogue `plans`). */
export type TellApartWords = { issuerId: (id: string) => string; plan: (nid: number) => string }

const ENGLISH_TELL_APART: TellApartWords = { issuerId: (id) => `issuer ID ${id}`, plan: (nid) => `plan ${nid}` }

/** The words that tell plans apart, from the catalogue's `plans` namespace of a language. */
export const tellApartWords = (m: {
  tellApartIssuer: (id: string) => string
  tellApartPlan: (nid: number) => string
}): TellApartWords => ({ issuerId: m.tellApartIssuer, plan: m.tellApartPlan })

/**
 * Names for plans listed together (a ZIP's dropdown, a list of results), by nid. Where two
 * plans would share a name, each adds what tells it apart: its legal name when that differs
 * from the marketing name and from the others', otherwise its CMS issuer ID, in `words`.
 */
export function distinctPlanNames(
  plans: readonly NameablePlan[],
  words: TellApartWords = ENGLISH_TELL_APART,
): Map<number, string> {
  const byName = new Map<string, NameablePlan[]>()
  for (const plan of plans) {
    const name = planName(plan)
    byName.set(name, [...(byName.get(name) ?? []), plan])
  }
  const names = new Map<number, string>()
  for (const [name, group] of byName) {
    if (group.length === 1) {
      names.set(group[0]!.nid, name)
      continue
    }
    const legalNames = group.map((plan) => planLegalName(plan).toLowerCase())
    for (const plan of group) {
      const legal = planLegalName(plan)
      const isTelling =
        legal.toLowerCase() !== tidyName(plan.issuerMarketingName).toLowerCase() &&
        legalNames.filter((other) => other === legal.toLowerCase()).length === 1
      const qualifier = isTelling ? legal : plan.issuerId ? words.issuerId(plan.issuerId) : words.plan(plan.nid)
      names.set(plan.nid, `${name} (${qualifier})`)
    }
  }
  return names
}

/**
 * CMS's reason a measure is not rated, when it says more than "not rated": CMS files often
 * repeat "Not Rated" as the reason, which would read "Not rated: Not Rated".
 */
export function notRatedReason(reason: string | null | undefined): string | null {
  const text = tidyName(reason ?? '')
  if (!text || /^not rated\.?$/i.test(text)) return null
  return text
}

/** The reasons CMS's files give for a missing star, by the catalogue's name for each. */
const CMS_REASON_KEYS = {
  'insufficient data to calculate a score according to the qrs rating methodology': 'insufficientData',
  'new-ineligible for scoring': 'newPlan',
} as const

export type CmsReasonWords = Record<(typeof CMS_REASON_KEYS)[keyof typeof CMS_REASON_KEYS], string>

/**
 * CMS's reason a measure is not rated in the page's language (catalogue `insurerFigures.cmsReasons`);
 * a reason CMS words anew reads as CMS wrote it.
 */
export function cmsReasonText(reason: string, words: CmsReasonWords): string {
  const key = (CMS_REASON_KEYS as Record<string, keyof CmsReasonWords | undefined>)[reason.trim().toLowerCase()]
  return key ? words[key] : reason
}
