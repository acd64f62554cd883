/** Catalogue namespace `accountHeader` (English). */
export const accountHeader = {
  login: 'Login',
  register: 'Register',
  profile: 'Profile',
  logout: 'Logout',
} as const
