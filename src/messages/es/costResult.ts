import type { costResult as en } from '../en/costResult'
import type { Translation } from '../translation'

/** Catalogue namespace `costResult` (Spanish, United States). */
export const costResult: Translation<typeof en> = {
  resultHeading: (year: number | string) => `Su estimación para el año del plan ${year}`,
  fplPercent: 'Sus ingresos, como proporción de la guía de pobreza',
  contribution: 'Lo que se espera que pague por el plan de referencia',
  credit: 'Crédito fiscal estimado',
  noCredit: 'Sin crédito fiscal',
  perMonth: (amount: string) => `${amount} al mes`,
  silver: 'Plan plata de referencia',
  bronze: 'Plan bronce más barato',
  fullPrice: (amount: string) => `Precio completo: ${amount} al mes`,
  creditPart: (amount: string) => `Crédito fiscal: −${amount}`,
  youPay: (amount: string) => `Usted paga: ${amount} al mes`,
  picture: (plan: string, full: string, credit: string, pay: string) =>
    `${plan}: precio completo ${full} al mes, del que el crédito fiscal paga ${credit} y usted paga ${pay}.`,
  legendCredit: 'Crédito fiscal',
  legendPay: 'Usted paga',
  howWeGotThis: 'Cómo lo calculamos',
  notAvailable: 'No disponible',
  notApplicable: 'No se aplica: sin crédito fiscal con estos ingresos',
  areaOnly:
    'Estimaciones de la zona para el plan plata de referencia y el plan bronce más barato, no el precio de una aseguradora: son cifras de la zona; HealthCare.gov puede diferir en unos dólares.',
  exactPrices: 'Vea los precios exactos en HealthCare.gov',
  guideHeading: (shown: number | string, asked: number | string) =>
    `Su estimación de ${shown}, como orientación para ${asked}`,
  applyMedicaid: 'Solicite Medicaid o CHIP a través de HealthCare.gov',
  nextHeading: 'Próximos pasos',
  nextInsurers: (zip: string) => `Vea las aseguradoras que venden planes en el código postal ${zip}`,
  nextPlans: 'Vea todos los planes de allí, con el precio para su hogar',
  creditFromHealthCareGov: (area: string) =>
    `La cifra de HealthCare.gov para su hogar, de la API del Mercado: el crédito que recibiría. La estimación de Candor para la zona era ${area}.`,
}
