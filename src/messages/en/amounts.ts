/** Words around amounts shown anywhere: a missing figure, a span from low to high. */
export const amounts = {
  notAvailable: 'Not available',
  range: (low: string, high: string) => (low === high ? low : `${low} to ${high}`),
  medicalPlusDrugs: (medical: string, drugs: string) => `${medical} medical + ${drugs} drugs`,
  /** CMS's metal levels, as CMS names them. */
  metalNames: {
    Catastrophic: 'Catastrophic',
    'Expanded Bronze': 'Expanded Bronze',
    Bronze: 'Bronze',
    Silver: 'Silver',
    Gold: 'Gold',
    Platinum: 'Platinum',
  } as Record<string, string>,
  /** A star rating read aloud. */
  stars: (value: number) => `${value} out of 5 stars`,
}
