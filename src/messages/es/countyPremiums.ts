import type { countyPremiums as en } from '../en/countyPremiums'
import type { Translation } from '../translation'

/** Catalogue namespace `countyPremiums` (Spanish, United States). */
export const countyPremiums: Translation<typeof en> = {
  heading: 'Lo que cuestan los planes en su zona',
  text: (area: string, state: string, year: number, age: number, silver: string, bronze: string) =>
    `En ${area.replace(/^Rating Area (\d+)$/, 'la zona de tarifas $1')}, ${state}, para el año del plan ${year}, una persona de ${age} años paga, antes de cualquier crédito fiscal: ${silver} al mes por el plan plata de referencia (el plan plata de segundo costo más bajo, en el que se basan los créditos fiscales) y ${bronze} al mes por el plan bronce de costo más bajo.`,
}
