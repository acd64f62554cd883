import { AppLink } from '@/components/ui/app-link'
import { find as findMessages } from '@/messages/en/find'

const m = findMessages

/** HealthCare.gov's window shopping, where each plan's price for a household is shown. */
export const HEALTHCARE_GOV_PRICES = 'https://www.healthcare.gov/see-plans/'

/**
 * Says that no insurer's own premium is on Candor yet (no per-plan rate rows are loaded, and
 * nothing is estimated) and sends the person to HealthCare.gov for prices, with their ZIP.
 */
export function PremiumsNotLoaded({ zip }: { zip?: string }) {
  return (
    <p className="find-page__note">
      {m.premiumsNote}{' '}
      <AppLink href={HEALTHCARE_GOV_PRICES} newWindow>
        {m.premiumsLink}
      </AppLink>
      .{zip ? ` ${m.premiumsZip(zip)}` : null}
    </p>
  )
}
