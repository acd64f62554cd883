import { getMessages } from '@/platform/locale.server'
import { AppLink } from '@/components/ui/app-link'
import { HEALTHCARE_GOV_PLANS } from '@/features/plans'

/** HealthCare.gov's window shopping, where each plan's price for a household is shown. */
export const HEALTHCARE_GOV_PRICES = HEALTHCARE_GOV_PLANS

/**
 * Says that no insurer's own premium is on Candor yet (no per-plan rate rows are loaded, and
 * nothing is estimated) and sends the person to HealthCare.gov for prices, with their ZIP.
 */
export async function PremiumsNotLoaded({ zip }: { zip?: string }) {
  const messages = await getMessages()
  const m = messages.find
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
