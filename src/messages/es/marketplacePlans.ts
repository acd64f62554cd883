import type { Translation } from '../translation'
import type { marketplacePlans as English } from '../en/marketplacePlans'

/** Catalogue namespace `marketplacePlans` (español). */
export const marketplacePlans: Translation<typeof English> = {
  noKeyNotice:
    'Estos son los planes de los archivos propios de Candor para este condado, sin precios para su hogar. HealthCare.gov muestra el precio exacto de cada plan después de su crédito fiscal.',
  outageNotice:
    'No se pudo consultar ahora los datos de planes de HealthCare.gov, así que estos son los planes de los archivos propios de Candor, sin precios para su hogar. Vuelva a intentarlo en unos minutos o vea los precios exactos en HealthCare.gov.',
  busyNotice:
    'HealthCare.gov pidió a Candor que espere antes de volver a consultar, así que estos son los planes de los archivos propios de Candor, sin precios para su hogar. Vuelva a intentarlo en unos minutos o vea los precios exactos en HealthCare.gov.',
  exchangeNotice: (name: string) =>
    `Este estado tiene su propio mercado de seguros, ${name}: sus planes y precios están en su sitio, no en HealthCare.gov.`,
  yearNotOnSale: (asked: number, shown: number) =>
    `HealthCare.gov aún no ha publicado los planes de ${asked} para este condado: estos son los planes de ${shown}, como referencia. Los precios y los planes cambian cada año.`,
}
