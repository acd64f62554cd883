import type { careList as en } from '../en/careList'
import type { Translation } from '../translation'

/** Catalogue namespace `careList` (Spanish, United States). */
export const careList: Translation<typeof en> = {
  heading: 'Sus médicos y medicamentos',
  lead: 'Agregue los medicamentos que toma y los médicos u hospitales que quiere conservar, hasta 10 de cada uno. Cada plan dice entonces si los cubre, según responde HealthCare.gov.',
  kept: 'Su lista se guarda solo en este dispositivo. Es información de salud: Candor no la pone en ninguna dirección ni en las estadísticas.',
  deviceOnly: 'Se guarda solo en este dispositivo.',
  signInToKeep: 'Inicie sesión para guardarla también en su cuenta',
  keepInAccount: 'Guardar esta lista en mi cuenta',
  keepDescription:
    'Sus médicos y medicamentos son información de salud. Candor los guarda solo para revisar planes para usted, no se los muestra a nadie (tampoco al personal de Candor), los incluye en “Descargar mis datos” y los borra con su cuenta. Desmarque la casilla para quitarlos de su cuenta.',
  keptInAccount: 'Guardada en su cuenta.',
  removedFromAccount: 'Se quitó de su cuenta; este dispositivo sigue guardando la lista.',
  accountFailed: 'No se pudo conectar con su cuenta; la lista sigue en este dispositivo.',
  drugLabel: 'Agregar un medicamento',
  providerLabel: 'Agregar un médico o un centro',
  queryHint: 'Escriba al menos 3 letras del nombre y elija de la lista con las flechas y Enter.',
  providerNear: (zip: string) => `Candor busca cerca del código postal ${zip}.`,
  providerType: 'Busca',
  providerTypes: { Individual: 'Un médico', Facility: 'Un hospital o centro' },
  searching: 'Buscando…',
  suggestions: (count: number | string) =>
    count === 1 ? '1 sugerencia. Use las flechas para elegir.' : `${count} sugerencias. Use las flechas para elegir.`,
  noMatch: 'No se encontró nada con ese nombre.',
  unavailable:
    'Buscar medicamentos y médicos necesita la conexión de Candor con HealthCare.gov, que no está disponible ahora.',
  failed: 'No se pudo hacer la búsqueda. Inténtelo de nuevo.',
  full: 'Su lista ya tiene 10: quite uno para agregar otro.',
  remove: (name: string) => `Quitar ${name}`,
  added: (name: string) => `${name} se agregó a su lista.`,
  removed: (name: string) => `${name} se quitó de su lista.`,
  drugs: 'Medicamentos',
  providers: 'Médicos y centros',
  empty: 'Su lista está vacía.',
  check: 'Revisar los planes con mi lista',
  needsScript: 'Su lista de médicos y medicamentos necesita JavaScript en su navegador.',
  miles: (miles: string) => `a ${miles} mi`,
  notAccepting: 'no acepta pacientes nuevos',
  linesLabel: (plan: string) => `Sus médicos y medicamentos en ${plan}`,
  drugCoverage: {
    Covered: 'Cubierto',
    NotCovered: 'No cubierto',
    GenericCovered: 'Cubierto el genérico',
    DataNotProvided: 'La aseguradora no respondió',
    Unknown: 'No se pudo comprobar',
  },
  providerCoverage: {
    Covered: 'En la red',
    NotCovered: 'Fuera de la red',
    GenericCovered: 'En la red',
    DataNotProvided: 'La aseguradora no respondió',
    Unknown: 'No se pudo comprobar',
  },
  coversAll: 'Cubre todos mis médicos y medicamentos',
  couldNotCheck:
    'HealthCare.gov no pudo responder para algunos planes, marcados “No se pudo comprobar”: pregunte a la aseguradora antes de elegir.',
}
