import type { claimsCaveats as en } from '../en/claimsCaveats'
import type { Translation } from '../translation'

/** Catalogue namespace `claimsCaveats` (Spanish, United States). */
export const claimsCaveats: Translation<typeof en> = {
  mark: '*',
  short: {
    dental: 'Puede incluir reclamos de planes dentales',
    smallGroup: 'Puede incluir reclamos de planes para pequeñas empresas',
    dentalSmallGroup: 'Puede incluir reclamos de planes dentales y para pequeñas empresas',
    anomaly: 'Las cifras de CMS no cuadran',
    other: 'CMS hace una advertencia sobre estas cifras',
  },
  dental:
    'CMS publica un solo conjunto de cifras de reclamos por aseguradora, igual en cada tipo de plan que vende: pueden contar también los reclamos de sus planes dentales.',
  smallGroup:
    'CMS publica un solo conjunto de cifras de reclamos por aseguradora, igual en cada tipo de plan que vende: pueden contar también los reclamos de sus planes para pequeñas empresas.',
  anomaly:
    'Las propias cifras de CMS para esta aseguradora cuentan más reclamos fuera de la red denegados que recibidos: léalas con cuidado.',
  other:
    'Los datos de CMS traen una advertencia sobre las cifras de reclamos de esta aseguradora: puede que no se comparen exactamente con las de otras aseguradoras, así que léalas con cuidado.',
}
