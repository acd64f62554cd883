import { PasswordField as PasswordField_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { IssuerPickerField as IssuerPickerField_b32d0335760fb3b0409d0bcb01a25667 } from '../../../features/insurers/components/issuer-link-fields'
import { IssuerLinkRecordField as IssuerLinkRecordField_b32d0335760fb3b0409d0bcb01a25667 } from '../../../features/insurers/components/issuer-link-fields'
import { ReplyCheckContext as ReplyCheckContext_172c113ee52ede02324395ca1b939c7b } from '../../../features/insurers/components/reply-check-context'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscribersExportLink as SubscribersExportLink_383fb29c51d4111e6462b8328e17d521 } from '../../../features/newsletter/components/subscribers-export-link'
import { HeldBackCopies as HeldBackCopies_d7fa37cef7e6f0d3e22ad56e6d2cde76 } from '../../../features/newsletter/components/held-back-copies'
import { ModerationNavLinks as ModerationNavLinks_7306d1b534728590a3f366e980c3e534 } from '../../../features/moderation/components/moderation-nav-links'
import { MeasurementNavLinks as MeasurementNavLinks_9ddff5a65647315d51aed6c8b211fbcf } from '../../../features/measurement/components/measurement-nav-links'
import { InsurerNavLinks as InsurerNavLinks_a2a815f7c774577c2a6bc3579a0c4abf } from '../../../features/insurers/components/insurer-nav-links'
import { InsurerLanding as InsurerLanding_853975f23d9e4bfaff4057ceb4c72469 } from '../../../features/insurers/components/insurer-landing'
import { ModerationQueueView as ModerationQueueView_b0247b4b339df431f38f85baa37a3605 } from '../../../features/moderation/components/moderation-queue-view'
import { ModerationFiguresView as ModerationFiguresView_3e1915588f2cbb9dc6088aaa7c8ba9bd } from '../../../features/moderation/components/moderation-figures-view'
import { InsurerInboxView as InsurerInboxView_13d52ad16d4145c7d2ab085ed8ccc5a1 } from '../../../features/insurers/components/insurer-inbox-view'
import { PageViewsView as PageViewsView_6c615720e9827d559914255f0c40e0f6 } from '../../../features/measurement/components/page-views-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/ui#PasswordField": PasswordField_3817bf644402e67bfe6577f60ef982de,
  "/features/insurers/components/issuer-link-fields#IssuerPickerField": IssuerPickerField_b32d0335760fb3b0409d0bcb01a25667,
  "/features/insurers/components/issuer-link-fields#IssuerLinkRecordField": IssuerLinkRecordField_b32d0335760fb3b0409d0bcb01a25667,
  "/features/insurers/components/reply-check-context#ReplyCheckContext": ReplyCheckContext_172c113ee52ede02324395ca1b939c7b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/newsletter/components/subscribers-export-link#SubscribersExportLink": SubscribersExportLink_383fb29c51d4111e6462b8328e17d521,
  "/features/newsletter/components/held-back-copies#HeldBackCopies": HeldBackCopies_d7fa37cef7e6f0d3e22ad56e6d2cde76,
  "/features/moderation/components/moderation-nav-links#ModerationNavLinks": ModerationNavLinks_7306d1b534728590a3f366e980c3e534,
  "/features/measurement/components/measurement-nav-links#MeasurementNavLinks": MeasurementNavLinks_9ddff5a65647315d51aed6c8b211fbcf,
  "/features/insurers/components/insurer-nav-links#InsurerNavLinks": InsurerNavLinks_a2a815f7c774577c2a6bc3579a0c4abf,
  "/features/insurers/components/insurer-landing#InsurerLanding": InsurerLanding_853975f23d9e4bfaff4057ceb4c72469,
  "/features/moderation/components/moderation-queue-view#ModerationQueueView": ModerationQueueView_b0247b4b339df431f38f85baa37a3605,
  "/features/moderation/components/moderation-figures-view#ModerationFiguresView": ModerationFiguresView_3e1915588f2cbb9dc6088aaa7c8ba9bd,
  "/features/insurers/components/insurer-inbox-view#InsurerInboxView": InsurerInboxView_13d52ad16d4145c7d2ab085ed8ccc5a1,
  "/features/measurement/components/page-views-view#PageViewsView": PageViewsView_6c615720e9827d559914255f0c40e0f6,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
