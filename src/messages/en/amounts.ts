/** Words around amounts shown anywhere: a missing figure, a span from low to high. */
export const amounts = {
  notAvailable: 'Not available',
  range: (low: string, high: string) => (low === high ? low : `${low} to ${high}`),
  medicalPlusDrugs: (medical: string, drugs: string) => `${medical} medical + ${drugs} drugs`,
}
