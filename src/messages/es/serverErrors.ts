import type { serverErrors as en } from '../en/serverErrors'
import type { Translation } from '../translation'

/** Catalogue namespace `serverErrors` (Spanish, United States). */
export const serverErrors: Translation<typeof en> = {
  notJson: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  diskFull:
    'Candor no puede guardar nada en este momento: su disco está lleno. No se guardó nada. Inténtelo de nuevo más tarde.',
  notJsonType: 'El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json).',
  crossSite: 'Esta solicitud vino de otro sitio. Candor solo la acepta desde sus propias páginas.',
  unexpected: 'Algo salió mal de nuestro lado. No se guardó nada. Inténtelo de nuevo en un momento.',
  invalid: 'La solicitud no es válida.',
  bearerInvalid: 'Su sesión venció o no es válida. Inicie sesión de nuevo.',
  methodNotAllowed: 'Este método no está permitido aquí.',
  badAddress: 'Esta dirección no es válida: contiene una secuencia de escape con porcentaje incorrecta.',
  tooLarge: 'El cuerpo de la solicitud es más grande de lo que acepta esta dirección.',
  lengthRequired: 'La solicitud debe indicar la longitud de su cuerpo.',
  notMultipart: 'El cuerpo de la solicitud no es un formulario multiparte válido.',
  unsupportedComparison:
    'Esta consulta usa una comparación que el sitio no puede hacer (near, within, intersects o all). Use otra comparación.',
  notFound: 'No encontrado: nada tiene este identificador.',
  bulkTooLarge: (count: number, limit: number) =>
    `Esto cambiaría ${count.toLocaleString('es-US')} documentos a la vez; un cambio puede tocar como máximo ${limit}. Reduzca la selección y hágalo por partes.`,
  notADate: 'Esta consulta compara una fecha con algo que no lo es. Use una fecha como 2026-11-28.',
  notANumber: 'Esta consulta compara un número con algo que no lo es.',
  repeatedParameter: (name: string) => `La consulta da ${name} más de una vez. Délo una sola vez.`,
  notAWholeNumber: (name: string) => `El valor ${name} de la consulta debe ser un número entero (page desde 1).`,
  closedEndpoint: 'No encontrado. Las cuentas de los miembros se gestionan en las páginas de cuenta del propio sitio.',
  fileNotFound: 'No encontrado: ningún archivo tiene este nombre.',
  signInRequired: 'Inicie sesión para continuar.',
}
