import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { TableScroll } from '@/components/ui/table-scroll'
import { formatDollars, formatPercent } from '@/features/plans'
import {
  BASE_WEIGHTS,
  COST_AT_ZERO,
  DENIAL_RATE_AT_ZERO,
  FACTOR_KEYS,
  HEALTH_ANSWER_KEYS,
  METER_FACTORS,
  METER_KEYS,
  meterMultiplier,
  WEIGHT_RULES,
} from '@/features/reports'
import { ROUTES } from '@/platform/routes'
import { getMessages } from '@/platform/locale.server'
import { getPayloadClient } from '@/platform/payload.server'
import { getPlanYears } from '@/features/plans/server'
import '@/features/reports/components/reports.css'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.methodology
  return { title: m.metaTitle, description: m.metaDescription }
}

/** The public rules of the report's ranking, rendered from the module that applies them. */
export default async function MethodologyPage() {
  const messages = await getMessages()
  const m = messages.methodology
  const labels = messages.reportRanking
  const { planFilesYear } = await getPlanYears(await getPayloadClient())
  const times = (value: number) => `× ${value.toFixed(2)}`
  return (
    <div className="content-page report-methodology">
      <h1>{m.heading}</h1>
      <p className="content-page__lead">{m.lead}</p>

      <h2>{m.factorsHeading}</h2>
      <p>{m.factorsLead}</p>
      <dl>
        {FACTOR_KEYS.map((key) => (
          <div key={key}>
            <dt>{labels.factors[key]}</dt>
            <dd>{labels.factorHints[key]}</dd>
          </div>
        ))}
      </dl>
      <h3>{m.scaleHeading}</h3>
      <ul>
        {m.scales(formatPercent(DENIAL_RATE_AT_ZERO), formatDollars(COST_AT_ZERO)).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h2>{m.weightsHeading}</h2>
      <p>{m.baseLead}</p>
      <TableScroll label={m.weightsHeading}>
        <table className="report-weights">
          <thead>
            <tr>
              <th scope="col">{m.factorColumn}</th>
              <th scope="col">{m.weightColumn}</th>
            </tr>
          </thead>
          <tbody>
            {FACTOR_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">{labels.factors[key]}</th>
                <td>{BASE_WEIGHTS[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>{m.healthLead}</p>
      <TableScroll label={m.weightsHeading}>
        <table className="report-weights">
          <thead>
            <tr>
              <th scope="col">{m.ruleColumn}</th>
              <th scope="col">{m.changeColumn}</th>
            </tr>
          </thead>
          <tbody>
            {HEALTH_ANSWER_KEYS.map((rule) => (
              <tr key={rule}>
                <th scope="row">{labels.rules[rule]}</th>
                <td>
                  {Object.entries(WEIGHT_RULES[rule])
                    .map(
                      ([factor, add]) => `${labels.factors[factor as keyof typeof labels.factors]} ${labels.add(add)}`,
                    )
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>{m.meterLead(times(meterMultiplier(0)), times(meterMultiplier(50)), times(meterMultiplier(100)))}</p>
      <TableScroll label={m.weightsHeading}>
        <table className="report-weights">
          <thead>
            <tr>
              <th scope="col">{m.meterColumn}</th>
              <th scope="col">{m.changeColumn}</th>
            </tr>
          </thead>
          <tbody>
            {METER_KEYS.map((meter) => (
              <tr key={meter}>
                <th scope="row">{labels.rules[meter]}</th>
                <td>{METER_FACTORS[meter].map((factor) => labels.factors[factor]).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <h2>{m.scoreHeading}</h2>
      {m.score.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h2>{m.dataHeading}</h2>
      <p>{m.data(planFilesYear)}</p>
      <p>
        <AppLink className="button button--primary" href={ROUTES.quiz}>
          {m.quizLink}
        </AppLink>
      </p>
    </div>
  )
}
