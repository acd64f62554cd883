'use client'

import { useMessages } from '@/components/ui/locale'
import type { AreaPremiums } from '@/features/plans'
import { amounts as amountsEn } from '@/messages/en/amounts'
import { amounts as amountsEs } from '@/messages/es/amounts'
import { areaPremiums as areaPremiumsEn } from '@/messages/en/areaPremiums'
import { areaPremiums as areaPremiumsEs } from '@/messages/es/areaPremiums'
import { countyPremiums as countyPremiumsEn } from '@/messages/en/countyPremiums'
import { countyPremiums as countyPremiumsEs } from '@/messages/es/countyPremiums'

import { ageWordsOf } from '../premium-words'
import { moneyIn, PremiumsForAge } from './area-premiums'

/**
 * What premiums cost in the county's rating area: the benchmark silver and the lowest bronze
 * plan's monthly premium, before any tax credit. Area figures from CMS's rate data; never
 * shown as any one insurer's price.
 */
export function AreaPremiumsNote({
  premiums,
  stateLabel,
  note,
  age,
}: {
  premiums: AreaPremiums | null
  /** The name of the premiums' state. */
  stateLabel: string
  /** What the figures are (premiumNotes.areaPremiumsNote), from the server: the page's script need not carry it. */
  note: string
  age?: number
}) {
  const m = useMessages(areaPremiumsEn, areaPremiumsEs)
  const county = useMessages(countyPremiumsEn, countyPremiumsEs)
  const money = moneyIn(useMessages(amountsEn, amountsEs))
  if (!premiums || premiums.benchmarkSilverCentsAge40 === null) {
    return <p className="find-page__note">{m.areaPremiumsMissing}</p>
  }
  const { benchmarkSilverCentsAge40: silver, lowestBronzeCentsAge40: bronze } = premiums
  return (
    <PremiumsForAge
      heading={county.heading}
      state={premiums.state}
      words={ageWordsOf(m, stateLabel)}
      initialAge={age}
      note={note}
      render={(age, atAge) =>
        county.text(
          premiums.ratingAreaId,
          stateLabel,
          premiums.planYear,
          age,
          money(atAge(silver)),
          money(bronze === null ? null : atAge(bronze)),
        )
      }
    />
  )
}
