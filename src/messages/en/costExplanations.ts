/**
 * Catalogue namespace `costExplanations` (English): the sentences that explain a tax-credit
 * estimate, figure by figure, made on the server and sent with `POST /v1/data/estimate`.
 * Money and percentages arrive formatted.
 */
export const costExplanations = {
  areaFigures: (area: number, state: string, year: number, county: string | null) =>
    `These are estimates for ${county ? `${county} (rating area ${area}), ${state}` : `rating area ${area} of ${state}`}, plan year ${year}: the benchmark silver plan and the cheapest bronze plan there, not any one insurer’s price. They are for the area; HealthCare.gov may differ by a few dollars, and it shows the exact price of every plan.`,
  income: (percent: string, guidelineYear: number, size: number, guideline: string, year: number) =>
    `Your income is ${percent} of the ${guidelineYear} federal poverty guideline for a household of ${size} (${guideline} a year). Plan year ${year} measures income against the ${guidelineYear} guideline, the one published before its open enrollment (HHS poverty guidelines; 26 CFR 1.36B-1(h)).`,
  incomeAlaskaHawaii: (state: string) => `${state} has its own, higher guideline, which Candor uses.`,
  contribution: (year: number, percent: string, applicable: string, monthly: string) =>
    `For plan year ${year}, the law expects a household at ${percent} of the guideline to pay ${applicable} of its income for the benchmark silver plan: ${monthly} a month (26 U.S.C. 36B(b)(3)(A); the IRS table for ${year}). Within each income band, the share rises evenly.`,
  contributionNone: 'No contribution applies, because no tax credit does at this income.',
  benchmark: (count: number, monthly: string, stateCurve: boolean) =>
    `The benchmark silver plan is the second-cheapest silver plan in your area. For ${count === 1 ? 'one person' : `${count} people`} it costs about ${monthly} a month: the area’s price for a 40-year-old, scaled by each person’s age on ${stateCurve ? 'your state’s own age curve' : 'the federal age curve (45 CFR 147.102)'}.`,
  unchargedChildren: (count: number) =>
    `Only the three oldest children under 21 are charged; the other ${count === 1 ? 'child is' : `${count} children are`} covered at no extra premium.`,
  credit: (benchmark: string, contribution: string, credit: string) =>
    `The tax credit is the benchmark silver plan’s premium (${benchmark}) less your expected contribution (${contribution}), rounded up to a whole dollar as HealthCare.gov does: ${credit} a month (26 U.S.C. 36B(b)(2)).`,
  creditNoneCheaper: (benchmark: string, contribution: string) =>
    `The benchmark silver plan (${benchmark}) costs less than your expected contribution (${contribution}), so there is no tax credit.`,
  creditEhb:
    'HealthCare.gov counts only the part of the benchmark premium that pays for essential health benefits; where a plan also covers more (adult dental care, say), its own estimate can be a few dollars lower.',
  creditUnknown: 'Candor holds no benchmark premium for this area and year, so it cannot estimate the credit.',
  afterCredit:
    'You can use the credit on a plan of any metal level except catastrophic plans. It never exceeds the plan’s premium, so a cheap plan can cost you nothing.',
  cliff2026: (limit: string, ended: string) =>
    `For plan year 2026 there is no tax credit above ${limit} of the poverty guideline. The enhanced credits that removed this limit ended on ${ended} (26 U.S.C. 36B(c)(1)(E)).`,
  noCliff2025:
    'In plan year 2025 there is no upper income limit: above 400 % of the guideline, a household pays at most 8.5 % of its income for the benchmark silver plan.',
  belowFloor:
    'There is no tax credit below 100 % of the poverty guideline (26 U.S.C. 36B(c)(1)(A)); Medicaid is meant to cover people there.',
  medicaidMayQualify: (state: string, limit: string) =>
    `${state} covers adults with incomes under ${limit} of the poverty guideline through Medicaid, so you may qualify for Medicaid instead. If Medicaid accepts you, you cannot take the tax credit.`,
  medicaidParents: (state: string, limit: string) =>
    `${state} covers parents and caretakers with incomes under ${limit} of the poverty guideline through Medicaid, so the parents in your household may qualify for it instead, and children may qualify for Medicaid or CHIP.`,
  coverageGap: (state: string) =>
    `${state} has not expanded Medicaid. Below 100 % of the poverty guideline, adults without children there get neither Medicaid nor a tax credit: the coverage gap.`,
  medicaidSource: (asOf: string) =>
    `Medicaid status and limits: KFF, Status of State Medicaid Expansion Decisions and Medicaid income limits, as of ${asOf}. Medicaid measures income against this year’s guideline, so near a limit the answer may differ.`,
  pastAgeCurve: (count: number) =>
    `Marketplace premiums stop rising at 64, so ${count === 1 ? 'the person' : `the ${count} people`} aged 65 or more ${count === 1 ? 'is' : 'are'} priced as a 64-year-old. From 65, most people get Medicare instead of a marketplace plan.`,
  tobacco:
    'Insurers may charge tobacco users up to 50 % more. The credit does not cover that surcharge, so your price may be higher than shown.',
  catastrophic: 'Catastrophic plans get no tax credit.',
  sourceParameters: (year: number) =>
    `Figures for ${year}: HHS poverty guidelines, IRS applicable-percentage table, CMS benchmark premiums by rating area.`,
  guideYear: (asked: number, shown: number) =>
    `Candor does not have the ${asked} figures yet: the poverty guideline and the IRS table that ${asked} uses are not published here. Below is the ${shown} estimate, as a guide only: ${asked} premiums and credits will differ.`,
  leadMedicaid: (state: string, limit: string) =>
    `You may qualify for Medicaid instead of a tax credit: ${state} covers adults with incomes under ${limit} of the poverty guideline. If Medicaid accepts you, you cannot take the credit, so the prices below may not apply to you.`,
  leadParents: (state: string, limit: string) =>
    `The parents in your household may qualify for Medicaid: ${state} covers parents and caretakers with incomes under ${limit} of the poverty guideline.`,
  leadCoverageGap: (state: string) =>
    `You may fall in the coverage gap: ${state} has not expanded Medicaid, so adults under 100 % of the poverty guideline without children get neither Medicaid nor a tax credit. Pregnant people, people with a disability and parents may still qualify for Medicaid: apply to find out.`,
  leadChildren:
    'Children under 19 may qualify for Medicaid or the Children’s Health Insurance Program (CHIP), often at higher incomes than adults.',
  statusExpanded: (state: string, since: string, asOf: string) =>
    `${state} expanded Medicaid on ${since} (KFF, status as of ${asOf}).`,
  statusNotExpanded: (state: string, asOf: string) => `${state} has not expanded Medicaid (KFF, status as of ${asOf}).`,
  whereToApply: (state: string) =>
    `Apply to ${state}’s Medicaid agency, or on HealthCare.gov: one application there checks Medicaid, CHIP and the tax credit.`,
  cliffOver: (year: number, percent: string, size: number, limit: string, income: string, over: string) =>
    `For plan year ${year} there is no tax credit above ${percent} of the poverty guideline: for a household of ${size}, that is ${limit} a year. Your income, ${income}, is ${over} over the limit.`,
  cliffNear: (year: number, percent: string, size: number, limit: string, under: string) =>
    `Your income is ${under} under the limit of the tax credit for plan year ${year}: ${limit} a year for a household of ${size} (${percent} of the poverty guideline). Above it, there is no credit at all.`,
  magi: 'The income counted is your modified adjusted gross income (MAGI) for the year: contributions to a pre-tax retirement account (a traditional 401(k) or IRA) or a health savings account lower it.',
}
