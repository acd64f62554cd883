import type { costsPage as en } from '../en/costsPage'
import type { Translation } from '../translation'

/** Catalogue namespace `costsPage` (Spanish, United States). */
export const costsPage: Translation<typeof en> = {
  metaTitle: 'Lo que cuesta un plan del mercado después del crédito fiscal',
  metaDescription:
    'Estime el crédito fiscal para las primas de su hogar y vea lo que le costarían el plan plata de referencia y el plan bronce más barato, con cada regla explicada.',
  heading: '¿Cuánto pagaría después del crédito fiscal?',
  lead: 'La mayoría de quienes compran un plan del mercado reciben un crédito fiscal para las primas que baja su factura mensual. Escriba su código postal, quién necesita cobertura y los ingresos de su hogar para ver una estimación, y lea abajo cómo se calcula cada cifra.',
  rulesHeading: 'Cómo funciona el crédito fiscal',
  benchmarkHeading: '1. El plan de referencia',
  benchmarkText:
    'El crédito se mide con un plan: el segundo plan plata más barato donde usted vive, llamado plan de referencia. Su precio depende de su zona de tarifas (un grupo de condados) y de la edad de cada persona. Candor tiene el plan de referencia para una persona de 40 años en cada zona de tarifas de los estados de HealthCare.gov, de los archivos de tarifas de CMS, y lo ajusta por edad.',
  ageText:
    'Las personas mayores pagan más: a los 64 años una aseguradora puede cobrar el triple que a una persona de 21, según la curva de edad federal (45 CFR 147.102). Alabama, Mississippi, Oregón y Utah usan curvas propias. En una familia, solo se cobra a los tres hijos mayores de menos de 21 años; los hermanos menores están cubiertos sin prima adicional.',
  contributionHeading: '2. Lo que se espera que pague',
  contributionText:
    'La ley fija la proporción de sus ingresos que se espera que pague por el plan de referencia. Depende de sus ingresos comparados con la guía federal de pobreza para el tamaño de su hogar: la guía publicada el año anterior al año del plan (para 2026, la guía de 2025: $15,650 para una persona y $5,500 más por cada persona adicional; Alaska y Hawái tienen guías más altas). Dentro de cada tramo de ingresos la proporción sube de forma pareja.',
  tableCaption: (year: number) =>
    `Proporción de los ingresos que se espera para el plan de referencia, año del plan ${year}`,
  tableIncome: 'Ingresos, % de la guía de pobreza',
  tableShare: 'Proporción de los ingresos',
  bandRange: (from: number, to: number | null) => (to === null ? `${from} % o más` : `del ${from} % al ${to} %`),
  shareRange: (start: number, end: number) => (start === end ? `${start} %` : `del ${start} % al ${end} %`),
  aboveCap2026: 'Más del 400 %: sin crédito fiscal',
  creditHeading: '3. El crédito',
  creditText:
    'Su crédito mensual es el precio del plan de referencia para su hogar menos su contribución esperada, nunca por debajo de cero. HealthCare.gov lo redondea al dólar siguiente, y Candor también. Puede usarlo en cualquier plan salvo uno catastrófico: en un plan más barato puede cubrir toda la prima; en uno más caro, usted paga la diferencia.',
  limitsHeading: '4. Dónde termina el crédito',
  limitsText: (ended: string) =>
    `No hay crédito por debajo del 100 % de la guía de pobreza: Medicaid está pensado para esas personas. Para el año del plan 2025 no había límite superior, y nadie pagaba más del 8.5 % de sus ingresos por el plan de referencia. Los créditos ampliados que lo permitían terminaron el ${ended}: desde el año del plan 2026 no hay crédito por encima del 400 % de la guía, y las proporciones de ingresos son más altas en todos los niveles.`,
  medicaidHeading: '5. Medicaid y la brecha de cobertura',
  medicaidText:
    'En los estados que ampliaron Medicaid, los adultos con ingresos por debajo del 138 % de la guía normalmente pueden recibir Medicaid, y quien es aceptado por Medicaid no puede recibir el crédito. En los estados que no lo ampliaron (Alabama, Florida, Kansas, Mississippi, Carolina del Sur, Tennessee, Texas, Wisconsin y Wyoming entre los estados de HealthCare.gov), los adultos por debajo del 100 % pueden quedarse sin ninguno de los dos: la brecha de cobertura. Wisconsin cubre a los adultos hasta el 100 % sin haber ampliado Medicaid. Candor muestra la situación y los límites de su estado con su fecha y su fuente (KFF).',
  tobaccoHeading: '6. Tabaco',
  tobaccoText:
    'Las aseguradoras pueden cobrar hasta un 50 % más a quienes consumen tabaco. El crédito se calcula sobre el precio sin ese recargo, así que quien consume tabaco paga todo el recargo. Candor lo dice en lugar de adivinar el importe, que varía según la aseguradora y el estado.',
  yearsHeading: '7. Años del plan',
  yearsText: (years: string, next: number) =>
    `Candor tiene las cifras de los años del plan ${years}. Las cifras del crédito fiscal de ${next} aún no se han publicado: Candor lo dice en lugar de mostrar las cifras de un año anterior como si fueran de ${next}.`,
  limitsOfEstimateHeading: 'Lo que esta estimación es, y lo que no es',
  limitsOfEstimateText:
    'Son cifras de la zona para el plan plata de referencia y el plan bronce más barato, no el precio de una aseguradora. La estimación no incluye las reducciones de costos compartidos, las ayudas estatales ni la cobertura del empleador. Su crédito real se ajusta en su declaración de impuestos, con sus ingresos reales. HealthCare.gov muestra el precio exacto de cada plan.',
  sourcesHeading: 'Fuentes',
  sources: [
    'Guías de pobreza del HHS: 89 FR 2961 (2024) y 90 FR 5917 (2025).',
    'Porcentajes aplicables: 26 U.S.C. 36B(b)(3)(A); IRS Rev. Proc. 2024-35 (2025) y 2025-25 (2026).',
    'Curvas de edad: 45 CFR 147.102; CMS, State Specific Age Curve Variations (2017).',
    'Primas de referencia y del bronce más barato por zona de tarifas: archivos públicos de tarifas y de atributos de planes de CMS, años del plan 2025 y 2026.',
    'Situación de la ampliación de Medicaid y límites de ingresos: KFF, a mayo de 2025.',
    'Comprobado con 1,748 respuestas reales de HealthCare.gov para el año del plan 2026: todas reproducidas al centavo.',
  ],
}
