/** Catalogue namespace `premiumNotes` (English): what the area and state premium figures are, rendered on the server. */
export const premiumNotes = {
  areaPremiumsNote:
    'These are area figures computed from CMS rate data, not any one insurer’s price. A rating area is one of the regions, usually a group of counties, that a state is divided into for prices: within an area a plan’s price may differ only by age, tobacco use and household size. Ages other than 40 follow the federal standard age curve (45 CFR 147.102).',
  statePremiumsNote:
    'These are area figures computed from CMS rate data for the whole state, not this insurer’s price; premiums depend on where you live, so search by ZIP code for your area’s figures. Ages other than 40 follow the federal standard age curve (45 CFR 147.102).',
} as const
