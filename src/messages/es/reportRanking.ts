import type { reportRanking as en } from '../en/reportRanking'
import type { Translation } from '../translation'

/** Catalogue namespace `reportRanking` (Spanish, United States). */
export const reportRanking: Translation<typeof en> = {
  factors: {
    memberRatings: 'Calificaciones de los miembros',
    cmsStars: 'Estrellas de calidad de CMS',
    claimDenials: 'Reclamos denegados',
    networkFreedom: 'Libertad de red',
    costProtection: 'Protección de costos',
    drugCosts: 'Costo de los medicamentos',
    premiums: 'Primas',
  },
  factorHints: {
    memberRatings: 'La puntuación promedio que los miembros dan en Candor, de 1 a 5 estrellas.',
    cmsStars: 'La calificación general de calidad que CMS da al plan, de 1 a 5 estrellas.',
    claimDenials:
      'Qué tan pocas veces la aseguradora deniega reclamos por atención dentro de su red. La mitad o más denegados da 0; ninguno denegado da 100.',
    networkFreedom:
      'Con cuánta libertad puede elegir médicos: el tipo de plan (PPO, POS, EPO, HMO) y cuántos de sus planes no necesitan referido para un especialista, tienen una red nacional y cubren la atención fuera de su zona.',
    costProtection:
      'Lo poco que podría pagar antes de que el plan pague todo: su deducible más bajo y su desembolso máximo más bajo aquí, frente al límite de 2025 de $9,200 para una persona.',
    drugCosts: 'Su deducible más bajo para medicamentos recetados aquí, frente al mismo límite de $9,200.',
    premiums: 'El precio mensual frente a la aseguradora más barata de su informe.',
  },
  rules: {
    pregnant: 'Embarazo',
    diabetes: 'Diabetes',
    medication: 'Medicamentos habituales',
    hospitalized: 'Hospitalización',
    under18: 'Menores de 18 años en el plan',
    commsMeter: 'Prioridad de comunicación',
    flexibilityMeter: 'Prioridad de flexibilidad',
    paymentMeter: 'Prioridad de pagos',
  },
  add: (amount: number) => `+${amount}`,
  multiply: (multiplier: number) => `× ${multiplier.toFixed(2)}`,
  weight: (weight: number) => `Peso ${weight.toFixed(2)}`,
  share: (percent: number) => `${percent} % de esta puntuación`,
  noData: 'Sin datos: queda fuera de esta puntuación',
  zeroWeight: 'Sin peso para sus respuestas',
  missing: (factors: string) =>
    `Candor no tiene datos de ${factors} para esta aseguradora, así que su puntuación se basa en lo demás.`,
  noScore: 'Candor tiene muy pocos datos de esta aseguradora para darle una puntuación.',
}
