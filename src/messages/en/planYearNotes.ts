/**
 * Catalogue namespace `planYearNotes` (English): what is known of a plan year whose tax-credit
 * figures Candor does not publish yet, said in words where the shopper asks for that year.
 */
export const planYearNotes = {
  heading: (year: number | string) => `What is known of ${year} so far`,
  lead: (year: number | string) =>
    `Candor does not estimate ${year} tax credits yet: the IRS table of the share of income a household pays for ${year} was not published when Candor last checked. These rules are known:`,
  rules2027: [
    'Eligibility for the tax credit counts income against the 2026 poverty guidelines: $15,960 for one person in the 48 states and DC, $19,950 in Alaska and $18,360 in Hawaii.',
    'From 2027 the credit is open only to citizens and, among immigrants lawfully present, to lawful permanent residents, certain Cuban and Haitian entrants and people from the Compact of Free Association countries: refugees, asylees and people with temporary protected status no longer qualify.',
    'The larger credits of 2021 to 2025 have not been extended, as far as Candor knows: above 400 % of the poverty line there is no credit.',
    'Since 2026 any credit paid in advance beyond what your final income allows must be paid back in full at tax time.',
  ],
  source: 'Sources: HHS poverty guidelines (Federal Register, 15 January 2026); Public Law 119-21, section 71301.',
}
