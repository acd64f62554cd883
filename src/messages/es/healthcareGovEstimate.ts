import type { Translation } from '../translation'
import type { healthcareGovEstimate as English } from '../en/healthcareGovEstimate'

/** Catalogue namespace `healthcareGovEstimate` (español). */
export const healthcareGovEstimate: Translation<typeof English> = {
  heading: 'La estimación de HealthCare.gov',
  credit: 'Crédito fiscal que calcula HealthCare.gov',
  perMonth: (amount: string) => `${amount} al mes`,
  noCredit: 'Sin crédito fiscal',
  candorCredit: 'La estimación de Candor, arriba',
  same: 'La cifra de HealthCare.gov y la de Candor coinciden.',
  differ: (difference: string, higher: 'candor' | 'healthcare-gov') =>
    `${higher === 'candor' ? 'La estimación de Candor es' : 'La cifra de HealthCare.gov es'} ${difference} al mes más alta. Candor parte de las primas publicadas para el área y elige el plan plata de referencia por su prima completa; HealthCare.gov parte de las cifras de cada plan para su hogar y ordena los planes plata por la parte de la prima que paga los beneficios de salud esenciales. El crédito que usted recibe es el de HealthCare.gov.`,
  csr: (percent: string) =>
    `Reducción de costos compartidos: en un plan plata, su deducible y sus copagos serían más bajos (la variante plata del ${percent} %).`,
  csrOther: (name: string) => `Reducción de costos compartidos: ${name}. Su deducible y sus copagos serían más bajos.`,
  medicaid:
    'HealthCare.gov indica que alguien de su hogar podría calificar para Medicaid o CHIP: presente la solicitud en la agencia de Medicaid de su estado o en HealthCare.gov.',
  coverageGap:
    'HealthCare.gov indica que alguien de su hogar podría estar en la brecha de cobertura: ingresos demasiado bajos para un crédito fiscal, en un estado que no amplió Medicaid.',
  source: (year: number | string) => `De la API del Mercado de HealthCare.gov, para el año del plan ${year}.`,
}
