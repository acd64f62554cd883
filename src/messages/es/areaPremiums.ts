import type { areaPremiums as en } from '../en/areaPremiums'
import type { Translation } from '../translation'

/** Catalogue namespace `areaPremiums` (Spanish, United States). */
export const areaPremiums: Translation<typeof en> = {
  ageLabel: 'Edad',
  ageHint: 'Las primas suben con la edad. Cámbiela para ver las cifras de otra edad.',
  ageOwnCurve: (state: string) =>
    `${state} fija sus propias reglas de edad para las primas, así que Candor muestra solo las cifras para los 40 años.`,
  ageInvalid: 'Escriba la edad como un número entero, por ejemplo 40.',
  ageMissing: 'Escriba una edad para ver cuánto cuestan los planes: las primas dependen de ella.',
  agePastCurve: (age: number | string) =>
    `Las primas del Mercado dejan de subir a los 64 años, así que para una persona de ${age} años se muestra el precio de los 64. A partir de los 65, la mayoría de las personas tienen Medicare en lugar de un plan del Mercado.`,
  statePremiumsHeading: (state: string) => `Lo que cuestan los planes en ${state}`,
  statePremiumsText: (
    state: string,
    areas: number,
    year: number,
    age: number | string,
    silver: string,
    bronze: string,
  ) =>
    `En ${areas === 1 ? 'la única zona de tarifas' : `las ${areas} zonas de tarifas`} de ${state}, para el año del plan ${year}, una persona de ${age} años paga, antes de cualquier crédito fiscal: ${silver} al mes por el plan plata de referencia (el plan plata de segundo costo más bajo donde vive) y ${bronze} al mes por el plan bronce de costo más bajo.`,
  areaPremiumsMissing: 'Candor todavía no tiene cifras de primas para esta zona.',
}
