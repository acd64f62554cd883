/* Payload's REST API, behind Candor's rules for it (src/lib/cms-api-guard.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardCmsApi } from '@/server/cms-api-guard'
import { answerMissingFiles } from '@/server/cms-files'

export const GET = guardCmsApi(answerMissingFiles(REST_GET(config)))
export const POST = guardCmsApi(REST_POST(config))
export const DELETE = guardCmsApi(REST_DELETE(config))
export const PATCH = guardCmsApi(REST_PATCH(config))
export const PUT = guardCmsApi(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
