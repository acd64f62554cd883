import fs from 'node:fs'
import path from 'node:path'

/**
 * The disk Candor writes to: the data directory (uploads, the embedded database, local
 * secrets). A full or read-only disk is said in words people can act on, at start, in
 * readiness and in the answer to a write, rather than as a database's error code.
 */

/** Below this much free space the data directory's disk counts as full. */
export const LOW_DISK_BYTES = 64 * 1024 * 1024

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'])

/** Whether an error, or one it wraps, says the disk (or the database's storage) is full. */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true
    if (
      typeof message === 'string' &&
      /database or disk is full|no space left on device|could not extend file/i.test(message)
    ) {
      return true
    }
    current = cause
  }
  return false
}

/** The free bytes of the disk that holds `folder`, or null when the system cannot say. */
export function freeBytesOf(folder: string): number | null {
  try {
    const stats = fs.statfsSync(folder)
    return Number(stats.bavail) * Number(stats.bsize)
  } catch {
    return null
  }
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`

/**
 * What stops Candor from writing to its data directory, in words, or null: the folder cannot
 * be made or written (a read-only disk, no permission), or its disk has less than
 * `LOW_DISK_BYTES` free. `variable` names the setting that chose the folder.
 */
export function storageProblemOf(folder: string, variable = 'DATA_DIR'): string | null {
  const probe = path.join(folder, `.candor-write-check-${process.pid}`)
  try {
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(probe, 'ok')
    fs.rmSync(probe, { force: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOSPC' || code === 'EDQUOT') return diskFullSentence(folder, variable, freeBytesOf(folder))
    const why =
      code === 'EROFS'
        ? 'it is on a read-only file system'
        : code === 'EACCES' || code === 'EPERM'
          ? 'this user may not write there'
          : `the system said ${code ?? 'no'}`
    return `${variable} is ${folder}, and Candor cannot write there: ${why}. Set ${variable} to a folder this user can write to (it holds the embedded database, uploads and local secrets), or make that folder writable, then start again.`
  }
  const free = freeBytesOf(folder)
  return free !== null && free < LOW_DISK_BYTES ? diskFullSentence(folder, variable, free) : null
}

function diskFullSentence(folder: string, variable: string, free: number | null): string {
  const left = free === null ? 'no space' : `${megabytes(free)} free`
  return `The disk that holds ${variable} (${folder}) is full: ${left}, and Candor needs at least ${megabytes(LOW_DISK_BYTES)} to write safely. Free space on that disk, or set ${variable} to a folder on another disk, then start again.`
}

/** The data directory's disk for readiness: `full` below `LOW_DISK_BYTES` free. */
export function diskReport(folder: string): 'ok' | 'full' {
  const free = freeBytesOf(folder)
  return free !== null && free < LOW_DISK_BYTES ? 'full' : 'ok'
}
