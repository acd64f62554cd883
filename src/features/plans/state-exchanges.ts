/**
 * The states that run their own marketplace instead of HealthCare.gov, and since which plan
 * year: the 20 of plan year 2025, and Illinois from 2026 (Get Covered Illinois). CMS's public
 * files carry no plans for them, so Candor names the exchange and links to it.
 */
export type StateExchange = { state: string; name: string; url: string }

/** HealthCare.gov's plan search, where every plan's exact price is, for the states it serves. */
export const HEALTHCARE_GOV_PLANS = 'https://www.healthcare.gov/see-plans/'

/** Exchanges a state opened after plan year 2025, by the first plan year they serve. */
const EXCHANGES_SINCE: readonly (StateExchange & { since: number })[] = [
  { state: 'IL', name: 'Get Covered Illinois', url: 'https://getcovered.illinois.gov', since: 2026 },
]

export const STATE_EXCHANGES: Record<string, StateExchange> = Object.fromEntries(
  (
    [
      ['CA', 'Covered California', 'https://www.coveredca.com'],
      ['CO', 'Connect for Health Colorado', 'https://connectforhealthco.com'],
      ['CT', 'Access Health CT', 'https://www.accesshealthct.com'],
      ['DC', 'DC Health Link', 'https://dchealthlink.com'],
      ['GA', 'Georgia Access', 'https://georgiaaccess.gov'],
      ['ID', 'Your Health Idaho', 'https://www.yourhealthidaho.org'],
      ['KY', 'kynect', 'https://kynect.ky.gov'],
      ['MA', 'Massachusetts Health Connector', 'https://www.mahealthconnector.org'],
      ['MD', 'Maryland Health Connection', 'https://www.marylandhealthconnection.gov'],
      ['ME', 'CoverME.gov', 'https://www.coverme.gov'],
      ['MN', 'MNsure', 'https://www.mnsure.org'],
      ['NJ', 'Get Covered New Jersey', 'https://nj.gov/getcoverednj'],
      ['NM', 'beWellnm', 'https://www.bewellnm.com'],
      ['NV', 'Nevada Health Link', 'https://www.nevadahealthlink.com'],
      ['NY', 'NY State of Health', 'https://nystateofhealth.ny.gov'],
      ['PA', 'Pennie', 'https://pennie.com'],
      ['RI', 'HealthSource RI', 'https://healthsourceri.com'],
      ['VA', "Virginia's Insurance Marketplace", 'https://marketplace.virginia.gov'],
      ['VT', 'Vermont Health Connect', 'https://vermonthealthconnect.gov'],
      ['WA', 'Washington Healthplanfinder', 'https://www.wahealthplanfinder.org'],
    ] as const
  ).map(([state, name, url]) => [state, { state, name, url }]),
)

/**
 * The state's own exchange for a plan year, where it runs one; without a year, for plan year
 * 2025 (the year of the plan files Candor was first built on).
 */
export function stateExchangeFor(state: string, planYear = 2025): StateExchange | undefined {
  return leftHealthcareGov(state, planYear) ?? STATE_EXCHANGES[state]
}

/** Every state exchange of a plan year, by state. */
export function stateExchangesIn(planYear: number): StateExchange[] {
  const states = new Set([...Object.keys(STATE_EXCHANGES), ...EXCHANGES_SINCE.map((exchange) => exchange.state)])
  return [...states].flatMap((state) => stateExchangeFor(state, planYear) ?? [])
}

/** Whether a state left HealthCare.gov for its own exchange in or before `planYear`, having used it in an earlier year. */
export function leftHealthcareGov(state: string, planYear: number): StateExchange | undefined {
  const later = laterExchange(state, planYear)
  return later ? { state: later.state, name: later.name, url: later.url } : undefined
}

/**
 * The first plan year a state's own exchange served, where the state left HealthCare.gov for
 * it in or before `planYear` (Illinois: 2026); null for a state that did not, or not yet.
 */
export function yearLeftHealthcareGov(state: string, planYear: number): number | null {
  return laterExchange(state, planYear)?.since ?? null
}

const laterExchange = (state: string, planYear: number) =>
  EXCHANGES_SINCE.find((exchange) => exchange.state === state && exchange.since <= planYear)
