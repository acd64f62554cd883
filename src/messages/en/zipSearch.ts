/** The ZIP box of the home page and the plan pages: all the words it shows. */
export const zipSearch = {
  zipLabel: 'ZIP code',
  zipHint: 'Five digits, such as 77002.',
  submit: 'Find insurers',
  compareIn: (zip: string) => `Compare with the insurers in ${zip}, the ZIP code you searched`,
} as const
