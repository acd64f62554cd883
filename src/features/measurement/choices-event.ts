/** The footer's "Privacy choices" asks the measurement runtime to show its banner again. */
export const PRIVACY_CHOICES_EVENT = 'candor:privacy-choices'

export function openPrivacyChoices(): void {
  window.dispatchEvent(new Event(PRIVACY_CHOICES_EVENT))
}
