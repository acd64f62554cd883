/**
 * The name shown on a member's reviews: first name and the initial of the last name, as in
 * "Maria G." (product brief §6.2 corrects the specification's second letter to the initial).
 */
export function displayNameOf(firstName: string, lastName: string): string {
  const first = firstName.trim()
  const initial = [...lastName.trim()][0]?.toUpperCase()
  return initial ? `${first} ${initial}.` : first
}
