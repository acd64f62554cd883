/** The ZIP box of the home page and the plan pages: all the words it shows. */
export const zipSearch = {
  zipLabel: 'ZIP code',
  zipHint: 'Five digits, such as 77002.',
  submit: 'Find insurers',
} as const
