/**
 * The 20 states that run their own marketplace for plan year 2025 instead of
 * HealthCare.gov. CMS's public files carry no plans for them, so Candor names the
 * exchange and links to it.
 */
export type StateExchange = { state: string; name: string; url: string }

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

export function stateExchangeFor(state: string): StateExchange | undefined {
  return STATE_EXCHANGES[state]
}
