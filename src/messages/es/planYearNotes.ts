import type { Translation } from '../translation'
import type { planYearNotes as English } from '../en/planYearNotes'

/** Catalogue namespace `planYearNotes` (español). */
export const planYearNotes: Translation<typeof English> = {
  heading: (year: number | string) => `Lo que se sabe de ${year} hasta ahora`,
  lead: (year: number | string) =>
    `Candor todavía no estima los créditos fiscales de ${year}: la tabla del IRS con la parte del ingreso que paga un hogar en ${year} no se había publicado la última vez que Candor lo revisó. Se conocen estas reglas:`,
  rules2027: [
    'Para el crédito fiscal, el ingreso se compara con las pautas de pobreza de 2026: $15,960 para una persona en los 48 estados y DC, $19,950 en Alaska y $18,360 en Hawái.',
    'Desde 2027 el crédito solo está abierto a ciudadanos y, entre los inmigrantes con presencia legal, a residentes permanentes legales, a ciertos cubanos y haitianos y a personas de los países del Pacto de Libre Asociación: los refugiados, asilados y personas con estatus de protección temporal ya no califican.',
    'Los créditos más altos de 2021 a 2025 no se han prorrogado, hasta donde sabe Candor: por encima del 400 % de la línea de pobreza no hay crédito.',
    'Desde 2026, el crédito pagado por adelantado que supere lo que permite su ingreso final debe devolverse completo al declarar impuestos.',
  ],
  source:
    'Fuentes: pautas de pobreza del HHS (Federal Register, 15 de enero de 2026); Ley Pública 119-21, sección 71301.',
}
