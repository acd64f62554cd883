/** Catalogue namespace `header` (English). */
export const header = {
  homeLabel: 'Candor, go to the home page',
  mainNavLabel: 'Main',
  findByZip: 'Insurers by ZIP code',
  whatWouldIPay: 'What would I pay?',
  takeQuiz: 'Take The Quiz',
  stayInTheLoop: 'Stay In The Loop',
  writeReview: 'Write a Review',
  letsBeHonest: "Let's Be Honest",
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The menu's switch on a page running without scripts (checked while the menu is open). */
  menuSwitch: 'Menu',
  accountLabel: 'Account',
} as const
