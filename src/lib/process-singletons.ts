/**
 * Values Candor's process holds once. Next.js loads Candor's modules once per bundle (pages,
 * routes, the proxy, its instrumentation), and the preload in front of it (src/server/preload.ts)
 * loads its own, so a module's own variables are not shared between those copies. `globalThis` is: each
 * value sits there under its name, made by whichever copy asks first.
 *
 * The names and their types are the fields of `ProcessSingletons`. A module that holds a
 * value adds its field where the value's type lives:
 *
 *     declare module '@/lib/process-singletons' {
 *       interface ProcessSingletons { redisClients: Map<string, Redis> }
 *     }
 *
 * so a name can be neither misspelt nor read as another type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ProcessSingletons {}

export type SingletonName = keyof ProcessSingletons

const HOLDER = Symbol.for('candor.process-singletons')

function held(): Partial<ProcessSingletons> {
  const scope = globalThis as typeof globalThis & { [HOLDER]?: Partial<ProcessSingletons> }
  scope[HOLDER] ??= {}
  return scope[HOLDER]
}

/** The process's value of `name`; the first copy to ask without finding one makes it. */
export function processSingleton<Name extends SingletonName>(
  name: Name,
  make: () => ProcessSingletons[Name],
): ProcessSingletons[Name] {
  const values = held()
  if (!(name in values)) values[name] = make()
  return values[name] as ProcessSingletons[Name]
}

/** The process's value of `name`, or undefined while no part has set it. */
export function findProcessSingleton<Name extends SingletonName>(name: Name): ProcessSingletons[Name] | undefined {
  return held()[name]
}

/** Sets `name` once: a later call (a bundle loaded again in development) leaves the first value. */
export function setProcessSingleton<Name extends SingletonName>(name: Name, value: ProcessSingletons[Name]): void {
  processSingleton(name, () => value)
}
