import fs from 'node:fs/promises'
import path from 'node:path'

import type { Collection } from 'payload'

import { failure, requestLocale, toResponse } from '@/lib/api-response'
import { serverErrors } from '@/messages/en/serverErrors'
import { translateText } from '@/messages/translate-text'

import { getPayloadClient } from '@/platform/payload.server'

/** A stored file's address in the CMS API: `/api/cms/<collection>/file/<filename>`. */
const FILE_PATH = /^\/api\/cms\/([^/]+)\/file\/([^/]+)$/

/** How the disk says that a name is no file there (or cannot be one: a null byte, a name too long). */
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ERR_INVALID_ARG_VALUE', 'ERR_INVALID_ARG_TYPE'])

/**
 * True when the path asks for an upload collection's file that is not on the disk. Payload
 * answers such a file with a 500 and an error in the log, as if the server had failed; for a
 * visitor it is simply not there. Anything Payload refuses itself (a name leaving the
 * collection's folder, a collection without uploads) is left to it.
 */
async function isMissingFile(pathname: string): Promise<boolean> {
  const match = FILE_PATH.exec(pathname)
  if (!match) return false
  let filename: string
  try {
    filename = decodeURIComponent(match[2]!)
  } catch {
    return false
  }
  const collections: Partial<Record<string, Collection>> = (await getPayloadClient()).collections
  const upload = collections[match[1]!]?.config.upload
  if (!upload) return false
  // Where Payload looks for the file (its getFile endpoint), so that both agree on the name.
  const folder = path.resolve(upload.staticDir || match[1]!)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return false
  try {
    return !(await fs.stat(file)).isFile()
  } catch (error) {
    return NO_SUCH_FILE.has((error as NodeJS.ErrnoException).code ?? '')
  }
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Answers a stored file that is not on the disk with a 404 in Candor's envelope; every other
 * request goes to the handler. Media is public, so saying a file is not there tells no more
 * than asking for it would.
 */
export function answerMissingFiles<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    if (await isMissingFile(new URL(request.url).pathname)) {
      const locale = requestLocale(request)
      return toResponse(failure(404, serverErrors.fileNotFound), {
        locale,
        translate: (text) => translateText(text, locale),
      })
    }
    return handler(request, context)
  }
}
