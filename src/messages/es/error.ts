import type { error as en } from '../en/error'
import type { Translation } from '../translation'

/** Catalogue namespace `error` (Spanish, United States). */
export const error: Translation<typeof en> = {
  heading: 'Algo salió mal de nuestro lado',
  text: 'No se pudo mostrar la página. No se ha perdido nada de lo que escribió. Inténtelo de nuevo en un momento.',
  retry: 'Intentar de nuevo',
  home: 'Ir a la página principal',
  reference: (digest: string) => `Referencia: ${digest}`,
}
