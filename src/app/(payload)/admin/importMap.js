import { ModerationNavLinks as ModerationNavLinks_7306d1b534728590a3f366e980c3e534 } from '../../../features/moderation/components/moderation-nav-links'
import { ModerationQueueView as ModerationQueueView_b0247b4b339df431f38f85baa37a3605 } from '../../../features/moderation/components/moderation-queue-view'
import { ModerationFiguresView as ModerationFiguresView_3e1915588f2cbb9dc6088aaa7c8ba9bd } from '../../../features/moderation/components/moderation-figures-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/moderation/components/moderation-nav-links#ModerationNavLinks": ModerationNavLinks_7306d1b534728590a3f366e980c3e534,
  "/features/moderation/components/moderation-queue-view#ModerationQueueView": ModerationQueueView_b0247b4b339df431f38f85baa37a3605,
  "/features/moderation/components/moderation-figures-view#ModerationFiguresView": ModerationFiguresView_3e1915588f2cbb9dc6088aaa7c8ba9bd,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
