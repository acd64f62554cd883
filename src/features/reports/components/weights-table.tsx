'use client'

import { useMessages } from '@/components/ui/locale'
import { TableScroll } from '@/components/ui/table-scroll'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'
import { reportRanking as reportRankingEn } from '@/messages/en/reportRanking'
import { reportRanking as reportRankingEs } from '@/messages/es/reportRanking'

import { BASE_WEIGHTS, FACTOR_KEYS, type FactorKey, type ReportWeights, type WeightReason } from '../ranking'

function reasonText(reason: WeightReason, labels: typeof reportRankingEn): string {
  const rule = labels.rules[reason.rule]
  return 'add' in reason ? `${rule} ${labels.add(reason.add)}` : `${rule} ${labels.multiply(reason.multiply)}`
}

/**
 * The weights a person's answers set, as numbers: each factor's weight, its share of the
 * whole, and the rules that moved it from its starting weight. A factor no insurer here has data
 * for takes no share: it counts for no one.
 */
export function WeightsTable({
  weights,
  withoutData = new Set(),
}: {
  weights: ReportWeights
  withoutData?: ReadonlySet<FactorKey>
}) {
  const labels = useMessages(reportRankingEn, reportRankingEs)
  const m = useMessages(reportEn, reportEs)
  const total = FACTOR_KEYS.reduce((sum, key) => sum + (withoutData.has(key) ? 0 : weights[key].weight), 0)
  return (
    <TableScroll label={m.weightsTable}>
      <table className="report-weights">
        <thead>
          <tr>
            <th scope="col">{m.factorColumn}</th>
            <th scope="col">{m.weightColumn}</th>
            <th scope="col">{m.shareColumn}</th>
            <th scope="col">{m.whyColumn}</th>
          </tr>
        </thead>
        <tbody>
          {FACTOR_KEYS.map((key) => {
            const { weight, reasons } = weights[key]
            return (
              <tr key={key}>
                <th scope="row">{labels.factors[key]}</th>
                <td>{weight.toFixed(2)}</td>
                <td>
                  {withoutData.has(key) && weight > 0
                    ? m.notCountedForAnyone
                    : weight > 0 && total > 0
                      ? `${Math.round((weight / total) * 100)}%`
                      : m.notCountedForYou}
                </td>
                <td>
                  {[
                    `${m.baseReason} ${BASE_WEIGHTS[key]}`,
                    ...reasons.map((reason) => reasonText(reason, labels)),
                  ].join('; ')}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableScroll>
  )
}
