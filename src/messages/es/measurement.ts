import type { measurement as en } from '../en/measurement'
import type { Translation } from '../translation'

/** Catalogue namespace `measurement` (Spanish, United States). */
export const measurement: Translation<typeof en> = {
  bannerHeading: '¿Nos permite medir cómo se usa este sitio?',
  bannerText: (tools: string) =>
    `Con su permiso, Candor carga ${tools} de otras empresas para contar las visitas y mejorar el sitio. Nunca funcionan en el cuestionario, su informe, el formulario de reseñas ni las páginas de su cuenta, y nunca ven sus respuestas de salud. Rechazar no cambia nada más en el sitio.`,
  analytics: 'herramientas de análisis',
  tagManager: 'un administrador de etiquetas',
  sessionRecording: 'la grabación de sesiones',
  adPixel: 'un píxel publicitario',
  listOf: (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`,
  accept: 'Aceptar',
  refuse: 'Rechazar',
}
