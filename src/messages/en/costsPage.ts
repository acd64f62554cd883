/** Catalogue namespace `costsPage` (English): `/costs`, how the premium tax credit works, in plain words. */
export const costsPage = {
  metaTitle: 'What a marketplace plan costs after the tax credit',
  metaDescription:
    'Estimate the premium tax credit for your household and see what the benchmark silver and the cheapest bronze plan would cost you, with every rule explained.',
  heading: 'What would you pay after the tax credit?',
  lead: 'Most people who buy a marketplace plan get a premium tax credit that lowers their monthly bill. Enter your ZIP code, who needs coverage and your household’s income to see an estimate, then read below how each figure is worked out.',
  rulesHeading: 'How the tax credit works',
  benchmarkHeading: '1. The benchmark plan',
  benchmarkText:
    'The credit is measured against one plan: the second-cheapest silver plan where you live, called the benchmark. Its price depends on your rating area (a group of counties) and on each person’s age. Candor holds the benchmark for a 40-year-old in every rating area of the HealthCare.gov states, from CMS’s rate files, and scales it by age.',
  ageText:
    'Older people pay more: at 64 an insurer may charge three times what it charges a 21-year-old, following the federal age curve (45 CFR 147.102). Alabama, Mississippi, Oregon and Utah use curves of their own. In a family, only the three oldest children under 21 are charged; younger brothers and sisters are covered at no extra premium.',
  contributionHeading: '2. What you are expected to pay',
  contributionText:
    'The law sets the share of your income you are expected to pay for the benchmark plan. It depends on your income compared with the federal poverty guideline for your household’s size: the guideline published the year before the plan year (for 2026, the 2025 guideline: $15,650 for one person, $5,500 more for each other person; Alaska and Hawaii have higher ones). Within each band of income the share rises evenly.',
  tableCaption: (year: number) => `Share of income expected for the benchmark plan, plan year ${year}`,
  tableIncome: 'Income, % of the poverty guideline',
  tableShare: 'Share of income',
  bandRange: (from: number, to: number | null) => (to === null ? `${from} % and above` : `${from} % to ${to} %`),
  shareRange: (start: number, end: number) => (start === end ? `${start} %` : `${start} % to ${end} %`),
  aboveCap2026: 'Above 400 %: no tax credit',
  creditHeading: '3. The credit',
  creditText:
    'Your monthly credit is the benchmark plan’s price for your household less your expected contribution, never below zero. HealthCare.gov rounds it up to a whole dollar, and so does Candor. You can spend it on any plan except a catastrophic one: on a cheaper plan it can cover the whole premium, on a dearer one you pay the difference.',
  limitsHeading: '4. Where the credit stops',
  limitsText: (ended: string) =>
    `There is no credit below 100 % of the poverty guideline: Medicaid is meant for people there. For plan year 2025 there was no upper limit, and no one paid more than 8.5 % of their income for the benchmark. The enhanced credits that allowed this ended on ${ended}: from plan year 2026 there is no credit above 400 % of the guideline, and the shares of income are higher at every level.`,
  medicaidHeading: '5. Medicaid and the coverage gap',
  medicaidText:
    'In states that expanded Medicaid, adults with incomes under 138 % of the guideline can usually get Medicaid instead, and someone Medicaid accepts cannot take the credit. In the states that did not expand (Alabama, Florida, Kansas, Mississippi, South Carolina, Tennessee, Texas, Wisconsin and Wyoming among the HealthCare.gov states), adults under 100 % may get neither: the coverage gap. Wisconsin covers adults to 100 % without expanding. Candor shows your state’s status and limits with their date and source (KFF).',
  tobaccoHeading: '6. Tobacco',
  tobaccoText:
    'Insurers may charge tobacco users up to 50 % more. The credit is worked out on the price without that surcharge, so a tobacco user pays the whole surcharge. Candor says so instead of guessing the amount, which differs by insurer and state.',
  yearsHeading: '7. Plan years',
  yearsText: (years: string, next: number) =>
    `Candor holds the figures for plan years ${years}. The tax-credit figures for ${next} are not published yet: Candor says so rather than showing an older year’s figures as ${next}’s.`,
  limitsOfEstimateHeading: 'What this estimate is, and is not',
  limitsOfEstimateText:
    'These are area figures for the benchmark silver and the cheapest bronze plans, not any one insurer’s price. The estimate leaves out cost-sharing reductions, state subsidies and employer coverage. Your real credit is settled on your tax return, from your actual income. HealthCare.gov shows exact prices for every plan.',
  sourcesHeading: 'Sources',
  sources: [
    'HHS poverty guidelines: 89 FR 2961 (2024) and 90 FR 5917 (2025).',
    'Applicable percentages: 26 U.S.C. 36B(b)(3)(A); IRS Rev. Proc. 2024-35 (2025) and 2025-25 (2026).',
    'Age curves: 45 CFR 147.102; CMS, State Specific Age Curve Variations (2017).',
    'Benchmark and lowest bronze premiums by rating area: CMS Exchange Rate and Plan Attributes public use files, plan years 2025 and 2026.',
    'Medicaid expansion status and income limits: KFF, as of May 2025.',
    'Checked against 1,748 real HealthCare.gov answers for plan year 2026: every one reproduced to the cent.',
  ],
}
