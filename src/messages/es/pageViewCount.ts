import type { pageViewCount as en } from '../en/pageViewCount'
import type { Translation } from '../translation'

/** Catalogue namespace `pageViewCount` (Spanish, United States). */
export const pageViewCount: Translation<typeof en> = {
  pathInvalid: 'La ruta debe ser una página de este sitio, por ejemplo /plans/12.',
  title: 'Páginas vistas',
  intro:
    'El recuento propio de Candor de las páginas vistas en los últimos 30 días: solo la ruta y el día, sin cookies, direcciones ni identificadores. Las herramientas de medición de terceros, cuando están configuradas, llevan sus propias cifras.',
  notAllowed: 'Solo los administradores y los editores ven el recuento de páginas vistas.',
  total: (views: number) => `${views.toLocaleString('es-US')} páginas vistas en los últimos 30 días`,
  chartLabel: 'Páginas vistas por día, últimos 30 días',
  barTitle: (day: string, views: number) => `${day}: ${views}`,
  dayColumn: 'Día',
  viewsColumn: 'Páginas vistas',
  pathColumn: 'Página',
  topPaths: 'Páginas más vistas',
  none: 'Todavía no se ha contado ninguna página vista.',
}
