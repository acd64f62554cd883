import type { premiumNotes as en } from '../en/premiumNotes'
import type { Translation } from '../translation'

/** Catalogue namespace `premiumNotes` (Spanish, United States). */
export const premiumNotes: Translation<typeof en> = {
  areaPremiumsNote:
    'Estas son cifras de la zona calculadas con los datos de tarifas de CMS, no el precio de una aseguradora en particular. Una zona de tarifas es una de las regiones, por lo general un grupo de condados, en que un estado se divide para fijar los precios: dentro de una zona, el precio de un plan solo puede variar según la edad, el consumo de tabaco y el tamaño del hogar. Las edades distintas de 40 siguen la curva de edad estándar federal (45 CFR 147.102).',
  statePremiumsNote:
    'Estas son cifras de zona calculadas con los datos de tarifas de CMS para todo el estado, no el precio de esta aseguradora; las primas dependen de dónde vive, así que busque por código postal para ver las cifras de su zona. Las edades distintas de 40 siguen la curva de edad estándar federal (45 CFR 147.102).',
}
