/** The part of swagger2openapi (which ships no types) that Candor's type generator calls. */
declare module 'swagger2openapi' {
  export type ConvertOptions = {
    /** Fix small errors of the Swagger 2.0 description instead of refusing it. */
    patch?: boolean
    /** Report what cannot be converted as warnings instead of failing. */
    warnOnly?: boolean
    /** Resolve external references. */
    resolve?: boolean
  }

  export type ConvertResult = ConvertOptions & {
    /** The OpenAPI 3.0 document. */
    openapi: Record<string, unknown>
    /** How many small errors patch mode fixed. */
    patches: number
  }

  export function convertStr(text: string, options: ConvertOptions): Promise<ConvertResult>
  export function convertObj(spec: object, options: ConvertOptions): Promise<ConvertResult>

  const swagger2openapi: {
    convertStr: typeof convertStr
    convertObj: typeof convertObj
  }
  export default swagger2openapi
}
