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
  newest = null,
  countyName = null,
  ageElsewhere = false,
}: {
  premiums: AreaPremiums | null
  /** The same area's premiums for a newer plan year, shown first with the older year's beside them. */
  newest?: AreaPremiums | null
  /** The county's name ("Harris County"), said with its rating area. */
  countyName?: string | null
  /** The page asks ages in its estimate: the box keeps age 40 and points there, so the page has one age field. */
  ageElsewhere?: boolean
  /** The name of the premiums' state. */
  stateLabel: string
  /** What the figures are (premiumNotes.areaPremiumsNote), from the server: the page's script need not carry it. */
  note: string
  age?: number
}) {
  const m = useMessages(areaPremiumsEn, areaPremiumsEs)
  const county = useMessages(countyPremiumsEn, countyPremiumsEs)
  const money = moneyIn(useMessages(amountsEn, amountsEs))
  const isNewer =
    newest !== null && newest.benchmarkSilverCentsAge40 !== null && newest.planYear > (premiums?.planYear ?? 0)
  const shown = isNewer ? newest : premiums
  const earlier = isNewer && premiums?.benchmarkSilverCentsAge40 != null ? premiums : null
  if (!shown || shown.benchmarkSilverCentsAge40 === null) {
    return <p className="find-page__note">{m.areaPremiumsMissing}</p>
  }
  const { benchmarkSilverCentsAge40: silver, lowestBronzeCentsAge40: bronze } = shown
  return (
    <PremiumsForAge
      heading={county.heading}
      state={shown.state}
      words={ageWordsOf(m, stateLabel)}
      initialAge={age}
      note={note}
      ageElsewhere={ageElsewhere ? county.ageElsewhere : null}
      render={(age, atAge) => (
        <>
          {county.text(
            county.place(shown.ratingAreaId, countyName),
            stateLabel,
            shown.planYear,
            age,
            money(atAge(silver)),
            money(bronze === null ? null : atAge(bronze)),
          )}
          {earlier ? (
            <>
              {' '}
              {county.earlier(
                earlier.planYear,
                age,
                money(atAge(earlier.benchmarkSilverCentsAge40!)),
                money(earlier.lowestBronzeCentsAge40 === null ? null : atAge(earlier.lowestBronzeCentsAge40)),
                shown.planYear,
              )}
            </>
          ) : null}
        </>
      )}
    />
  )
}
