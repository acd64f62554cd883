import type { costExplanations as en } from '../en/costExplanations'
import type { Translation } from '../translation'

/** Catalogue namespace `costExplanations` (Spanish, United States). */
export const costExplanations: Translation<typeof en> = {
  areaFigures: (area: number, state: string, year: number, county: string | null) =>
    `Son estimaciones para ${county ? `${county} (zona de tarifas ${area}), ${state}` : `la zona de tarifas ${area} de ${state}`}, año del plan ${year}: el plan plata de referencia y el plan bronce más barato de esa zona, no el precio de una aseguradora concreta. Son cifras de la zona; HealthCare.gov puede diferir en unos dólares, y muestra el precio exacto de cada plan.`,
  income: (percent: string, guidelineYear: number, size: number, guideline: string, year: number) =>
    `Sus ingresos son el ${percent} de la guía federal de pobreza de ${guidelineYear} para un hogar de ${size} (${guideline} al año). El año del plan ${year} compara los ingresos con la guía de ${guidelineYear}, la publicada antes de su inscripción abierta (guías de pobreza del HHS; 26 CFR 1.36B-1(h)).`,
  incomeAlaskaHawaii: (state: string) => `${state} tiene su propia guía, más alta, y Candor la usa.`,
  contribution: (year: number, percent: string, applicable: string, monthly: string) =>
    `Para el año del plan ${year}, la ley espera que un hogar con el ${percent} de la guía pague el ${applicable} de sus ingresos por el plan plata de referencia: ${monthly} al mes (26 U.S.C. 36B(b)(3)(A); la tabla del IRS para ${year}). Dentro de cada tramo de ingresos, la proporción sube de forma pareja.`,
  contributionNone: 'No se aplica ninguna contribución, porque con estos ingresos no hay crédito fiscal.',
  benchmark: (count: number, monthly: string, stateCurve: boolean) =>
    `El plan plata de referencia es el segundo plan plata más barato de su zona. Para ${count === 1 ? 'una persona' : `${count} personas`} cuesta unos ${monthly} al mes: el precio de la zona para una persona de 40 años, ajustado a la edad de cada persona según ${stateCurve ? 'la curva de edad propia de su estado' : 'la curva de edad federal (45 CFR 147.102)'}.`,
  unchargedChildren: (count: number) =>
    `Solo se cobra a los tres hijos mayores de menos de 21 años; ${count === 1 ? 'el otro hijo está cubierto' : `los otros ${count} hijos están cubiertos`} sin prima adicional.`,
  credit: (benchmark: string, contribution: string, credit: string) =>
    `El crédito fiscal es la prima del plan plata de referencia (${benchmark}) menos su contribución esperada (${contribution}), redondeado al dólar siguiente como lo hace HealthCare.gov: ${credit} al mes (26 U.S.C. 36B(b)(2)).`,
  creditNoneCheaper: (benchmark: string, contribution: string) =>
    `El plan plata de referencia (${benchmark}) cuesta menos que su contribución esperada (${contribution}), así que no hay crédito fiscal.`,
  creditEhb:
    'HealthCare.gov cuenta solo la parte de la prima de referencia que paga los beneficios de salud esenciales; cuando un plan cubre algo más (por ejemplo, atención dental para adultos), su propia estimación puede ser unos dólares menor.',
  creditUnknown: 'Candor no tiene la prima de referencia de esta zona y este año, así que no puede estimar el crédito.',
  afterCredit:
    'Puede usar el crédito en un plan de cualquier nivel de metal, salvo los planes catastróficos. Nunca supera la prima del plan, así que un plan barato puede no costarle nada.',
  cliff2026: (limit: string, ended: string) =>
    `Para el año del plan 2026 no hay crédito fiscal por encima del ${limit} de la guía de pobreza. Los créditos ampliados que quitaban este límite terminaron el ${ended} (26 U.S.C. 36B(c)(1)(E)).`,
  noCliff2025:
    'En el año del plan 2025 no hay límite superior de ingresos: por encima del 400 % de la guía, un hogar paga como máximo el 8.5 % de sus ingresos por el plan plata de referencia.',
  belowFloor:
    'No hay crédito fiscal por debajo del 100 % de la guía de pobreza (26 U.S.C. 36B(c)(1)(A)); Medicaid está pensado para cubrir a esas personas.',
  medicaidMayQualify: (state: string, limit: string) =>
    `${state} cubre con Medicaid a los adultos con ingresos por debajo del ${limit} de la guía de pobreza, así que usted podría calificar para Medicaid. Si Medicaid le acepta, no puede recibir el crédito fiscal.`,
  medicaidParents: (state: string, limit: string) =>
    `${state} cubre con Medicaid a padres y cuidadores con ingresos por debajo del ${limit} de la guía de pobreza, así que los padres de su hogar podrían calificar, y los niños podrían calificar para Medicaid o CHIP.`,
  coverageGap: (state: string) =>
    `${state} no ha ampliado Medicaid. Por debajo del 100 % de la guía de pobreza, los adultos sin hijos no reciben allí ni Medicaid ni crédito fiscal: la brecha de cobertura.`,
  medicaidSource: (asOf: string) =>
    `Estado de Medicaid y límites: KFF, Status of State Medicaid Expansion Decisions y límites de ingresos de Medicaid, a ${asOf}. Medicaid compara los ingresos con la guía de este año, así que cerca de un límite la respuesta puede variar.`,
  pastAgeCurve: (count: number) =>
    `Las primas del Mercado dejan de subir a los 64 años, así que ${count === 1 ? 'la persona de 65 años o más se calcula' : `las ${count} personas de 65 años o más se calculan`} con el precio de los 64. A partir de los 65, la mayoría de las personas tienen Medicare en lugar de un plan del Mercado.`,
  tobacco:
    'Las aseguradoras pueden cobrar hasta un 50 % más a quienes consumen tabaco. El crédito no cubre ese recargo, así que su precio puede ser mayor que el mostrado.',
  catastrophic: 'Los planes catastróficos no reciben crédito fiscal.',
  sourceParameters: (year: number) =>
    `Cifras de ${year}: guías de pobreza del HHS, tabla de porcentajes aplicables del IRS, primas de referencia de CMS por zona de tarifas.`,
  guideYear: (asked: number, shown: number) =>
    `Candor aún no tiene las cifras de ${asked}: la guía de pobreza y la tabla del IRS que usa ${asked} no están publicadas aquí. Abajo está la estimación de ${shown}, solo como orientación: las primas y los créditos de ${asked} serán distintos.`,
  leadMedicaid: (state: string, limit: string) =>
    `Usted podría calificar para Medicaid en lugar de un crédito fiscal: ${state} cubre a los adultos con ingresos por debajo del ${limit} de la guía de pobreza. Si Medicaid le acepta, no puede recibir el crédito, así que los precios de abajo podrían no aplicarse a usted.`,
  leadParents: (state: string, limit: string) =>
    `Los padres de su hogar podrían calificar para Medicaid: ${state} cubre a padres y cuidadores con ingresos por debajo del ${limit} de la guía de pobreza.`,
  leadCoverageGap: (state: string) =>
    `Usted podría estar en la brecha de cobertura: ${state} no ha ampliado Medicaid, así que los adultos sin hijos por debajo del 100 % de la guía de pobreza no reciben ni Medicaid ni crédito fiscal. Las personas embarazadas, con una discapacidad y los padres aún podrían calificar para Medicaid: presente una solicitud para saberlo.`,
  leadChildren:
    'Los menores de 19 años podrían calificar para Medicaid o el Programa de Seguro Médico para Niños (CHIP), a menudo con ingresos más altos que los adultos.',
  statusExpanded: (state: string, since: string, asOf: string) =>
    `${state} amplió Medicaid el ${since} (KFF, situación a ${asOf}).`,
  statusNotExpanded: (state: string, asOf: string) => `${state} no ha ampliado Medicaid (KFF, situación a ${asOf}).`,
  whereToApply: (state: string) =>
    `Presente su solicitud ante la agencia de Medicaid de ${state} o en HealthCare.gov: una sola solicitud allí revisa Medicaid, CHIP y el crédito fiscal.`,
  cliffOver: (year: number, percent: string, size: number, limit: string, income: string, over: string) =>
    `Para el año del plan ${year} no hay crédito fiscal por encima del ${percent} de la guía de pobreza: para un hogar de ${size}, son ${limit} al año. Sus ingresos, ${income}, superan el límite en ${over}.`,
  cliffNear: (year: number, percent: string, size: number, limit: string, under: string) =>
    `Sus ingresos están ${under} por debajo del límite del crédito fiscal para el año del plan ${year}: ${limit} al año para un hogar de ${size} (el ${percent} de la guía de pobreza). Por encima, no hay ningún crédito.`,
  magi: 'Los ingresos que cuentan son sus ingresos brutos ajustados modificados (MAGI) del año: los aportes a una cuenta de jubilación antes de impuestos (un 401(k) o una IRA tradicional) o a una cuenta de ahorros para la salud los reducen.',
}
