import type { content as en } from '../en/content'
import type { Translation } from '../translation'

/** Catalogue namespace `content` (Spanish, United States). */
export const content: Translation<typeof en> = {
  by: (author: string) => `Por ${author}`,
  published: 'Publicado',
  updated: 'actualizado',
  articlesTitle: 'Artículos',
  articlesDescription:
    'Explicaciones sencillas de cómo funcionan los seguros médicos del Mercado, escritas por Candor.',
  articlesHeading: 'Artículos',
  articlesLead: 'Explicaciones sencillas de cómo funcionan los seguros médicos del Mercado y de cómo elegir bien.',
  articlesNone: 'Todavía no hay artículos publicados.',
  readArticle: (title: string) => `Lea: ${title}`,
  previewBanner: 'Está viendo borradores. Los visitantes solo ven lo que está publicado.',
  previewExit: 'Salir de la vista previa',
  missingHeading: 'Estamos escribiendo esta página',
  missingText: 'Su texto todavía no se ha publicado. Vuelva pronto.',
}
