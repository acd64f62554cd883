/**
 * The shape a translation of an English namespace must have: the same keys, each a string
 * where the English is a string (any wording) and a function with the same parameters where
 * the English is a function. A key missing from or added to a translation fails to compile;
 * tests/unit/catalogue.test.ts checks the same at run time.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : T[K] extends readonly (infer E)[]
        ? readonly (E extends string ? string : Translation<E>)[]
        : T[K] extends object
          ? Translation<T[K]>
          : T[K]
}
