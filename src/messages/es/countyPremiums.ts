import type { countyPremiums as en } from '../en/countyPremiums'
import type { Translation } from '../translation'

/** Catalogue namespace `countyPremiums` (Spanish, United States). */
export const countyPremiums: Translation<typeof en> = {
  heading: 'Lo que cuestan los planes en su zona',
  text: (area: string, state: string, year: number, age: number, silver: string, bronze: string) =>
    `En ${area}, ${state}, para el año del plan ${year}, una persona de ${age} años paga, antes de cualquier crédito fiscal: ${silver} al mes por el plan plata de referencia (el plan plata de segundo costo más bajo, en el que se basan los créditos fiscales) y ${bronze} al mes por el plan bronce de costo más bajo.`,
  place: (area: string, county: string | null) => {
    const spanish = area.replace(/^Rating Area (\d+)$/, 'zona de tarifas $1')
    return county ? `${county} (${spanish})` : `la ${spanish}`
  },
  earlier: (year: number, age: number, silver: string, bronze: string, newest: number) =>
    `Para el año del plan ${year}, la misma persona de ${age} años pagaba ${silver} y ${bronze} al mes. Las aseguradoras fijan precios nuevos cada año; los de ${newest} son los que pagaría ahora, y la estimación de abajo también los usa.`,
  ageElsewhere: 'Para otras edades, o para todo su hogar después del crédito fiscal, use «¿Cuánto pagaría?» más abajo.',
}
