import { BoardNameCell as BoardNameCell_224042d5bcc867598383bf17bde4e186 } from '../../../components/admin/cells/board-name-cell'
import { PostBoardField as PostBoardField_317fd02619584122d78bf0a814d544bd } from '../../../components/admin/post-board-fields'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
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
import { PostCategoryField as PostCategoryField_317fd02619584122d78bf0a814d544bd } from '../../../components/admin/post-board-fields'
import { PostScheduleStatus as PostScheduleStatus_51e1ec7539141acae9fad4e07a04fecd } from '../../../components/admin/post-schedule-status'
import { KeptFieldError as KeptFieldError_2066ecc8043e3fde6231f2ab636aab17 } from '../../../components/admin/kept-field-error'
import { PostRecordTypeField as PostRecordTypeField_317fd02619584122d78bf0a814d544bd } from '../../../components/admin/post-board-fields'
import { NewsletterSendField as NewsletterSendField_dc4ad037fb44214d7bcbd303d96cc85a } from '../../../collections/posts/components/newsletter-send'
import { ApprovalWaitingField as ApprovalWaitingField_01c471a306135e0dcd5fecdbc3f41a2d } from '../../../components/admin/approval-waiting-field'
import { DeletionRequestField as DeletionRequestField_3bb9d1ea2b3b2e6bb124dd1fcc164e2a } from '../../../components/admin/deletion-request-field'
import { PostStatusCell as PostStatusCell_2cfcb1f0bf58d3e136d83e3339bc30c2 } from '../../../components/admin/cells/post-status-cell'
import { PostEditView as PostEditView_318b3f8110f0b5b696f246c865795d25 } from '../../../components/admin/post-edit-view'
import { BoardListView as BoardListView_8504bfd5614778447e114d7ad15e1d8c } from '../../../components/admin/board-list-view'
import { ToggleCell as ToggleCell_bfd084f819f0b4bed352458ed364aa85 } from '../../../components/admin/cells/toggle-cell'
import { QnaAnswerRegister as QnaAnswerRegister_97049b58920b67a299154e9f7f480867 } from '../../../components/admin/qna-answer-register'
import { QnaCategoriesDialog as QnaCategoriesDialog_13951643542af60f9f66311f9e82409e } from '../../../components/admin/qna-categories-dialog'
import { EditingLanguage as EditingLanguage_0f3f83bae04bb17b9fae4f5643acfb5d } from '../../../components/admin/editing-language'
import { KoreanTitleCell as KoreanTitleCell_c5073c6f4c6097723416959de24a4298 } from '../../../components/admin/cells/korean-title-cell'
import { BannerOrder as BannerOrder_0359ffb22d4e998f21a5fbcfba40a6d9 } from '../../../components/admin/display-order'
import { PopupOrder as PopupOrder_0359ffb22d4e998f21a5fbcfba40a6d9 } from '../../../components/admin/display-order'
import { UnsubscribeButton as UnsubscribeButton_94323e3d137cc79cc617bf454780bd7c } from '../../../collections/subscribers/components/unsubscribe-button'
import { SubscribersCsvDownload as SubscribersCsvDownload_ce4c31b650a98b6e038f2930a5fb0c93 } from '../../../collections/subscribers/components/csv-download'
import { CertificatePdfField as CertificatePdfField_b9a868a75882486719d2f643f3da6970 } from '../../../components/admin/certificate-pdf-field'
import { CertificateCodeField as CertificateCodeField_2bc09c36f79892d5b6e4e184358bbb4a } from '../../../components/admin/certificate-code-field'
import { CertificateImport as CertificateImport_d682737737641b397b9a503cd7acd359 } from '../../../components/admin/certificate-import'
import { UserIdCheck as UserIdCheck_d669bfe5b69726633d5acd6c8132b638 } from '../../../collections/users/components/user-id-check'
import { PasswordChange as PasswordChange_df0c0cfb049dac7671754d3734a4f7e2 } from '../../../collections/users/components/password-change'
import { HandOverField as HandOverField_ed3165b18e2d2b920963583d98a134d0 } from '../../../components/admin/hand-over-field'
import { AccountFilters as AccountFilters_7cff88a39de69c811edc71215bc9c6e0 } from '../../../collections/users/components/account-filters'
import { AutoNumberLabel as AutoNumberLabel_b0631e018fa36cf269e7cca4bb170421 } from '../../../components/admin/auto-number-label'
import { GroupBoardsField as GroupBoardsField_7889f93f1680e0a5d6dbe45b8258f0ad } from '../../../components/admin/group-boards-field'
import { CollectionNameCell as CollectionNameCell_5da75f6228ebd73f91c031241eb0e24e } from '../../../components/admin/cells/collection-name-cell'
import { ApprovalDecisionField as ApprovalDecisionField_664fe325d7ad3445fc042789d6f289b3 } from '../../../components/admin/approval-decision-field'
import { StaffNameCell as StaffNameCell_ad8b2b6e82308412011b417a5b560775 } from '../../../components/admin/cells/staff-name-cell'
import { StaffNameField as StaffNameField_ad8b2b6e82308412011b417a5b560775 } from '../../../components/admin/cells/staff-name-cell'
import { ApprovalStatusCell as ApprovalStatusCell_2dadfe81ebc19e437d0fd5aa90e3c1fc } from '../../../components/admin/cells/approval-status-cell'
import { PageReviewConfirm as PageReviewConfirm_5b52ccccae03bc75a4b03974ce6214ac } from '../../../components/admin/page-review-confirm'
import { PageRatingResults as PageRatingResults_a3ae91670577fc74bfaa6849bafd2699 } from '../../../components/page-info/rating-results'
import { MediaUsageCell as MediaUsageCell_3e930dc66242d969a85464c47b309051 } from '../../../components/admin/cells/media-cells'
import { FileSizeCell as FileSizeCell_3e930dc66242d969a85464c47b309051 } from '../../../components/admin/cells/media-cells'
import { AdminIcon as AdminIcon_57ef2d197ad87913c2eec929f08d82cf } from '../../../components/admin/admin-icon'
import { AdminLogo as AdminLogo_ec43c518656dcf446e1b4f896c9e4fab } from '../../../components/admin/admin-logo'
import { AdminDashboard as AdminDashboard_17cbb53d1dcdedc66c123d519d2cff79 } from '../../../components/admin/dashboard'
import { AdminNavBrand as AdminNavBrand_d785c8c3d4e695eb315ed0c4299954ae } from '../../../components/admin/admin-nav-brand'
import { VisitorStatsNav as VisitorStatsNav_dfc06f1692f00bb133858785390ebd78 } from '../../../components/admin/visitor-stats-nav'
import { BoardsNav as BoardsNav_bd604b00aecc7894cca49a1e0608dca1 } from '../../../components/admin/boards-nav'
import { AdminTextFixes as AdminTextFixes_adf24ba3d030ef57bcc22bac31f29fe1 } from '../../../components/admin/admin-text-fixes'
import { VersionDateFix as VersionDateFix_434fefc0b7c9187378500b97cb5d1e4f } from '../../../components/admin/version-date-fix'
import { SidebarOpen as SidebarOpen_2c5ec5cb0fef939a4f2ae226eca83862 } from '../../../components/admin/sidebar-open'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { VisitorStatsView as VisitorStatsView_dbf78291e2b6ca2e6e030474770f7669 } from '../../../components/admin/visitor-stats-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/cells/board-name-cell#BoardNameCell": BoardNameCell_224042d5bcc867598383bf17bde4e186,
  "/components/admin/post-board-fields#PostBoardField": PostBoardField_317fd02619584122d78bf0a814d544bd,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
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
  "/components/admin/post-board-fields#PostCategoryField": PostCategoryField_317fd02619584122d78bf0a814d544bd,
  "/components/admin/post-schedule-status#PostScheduleStatus": PostScheduleStatus_51e1ec7539141acae9fad4e07a04fecd,
  "/components/admin/kept-field-error#KeptFieldError": KeptFieldError_2066ecc8043e3fde6231f2ab636aab17,
  "/components/admin/post-board-fields#PostRecordTypeField": PostRecordTypeField_317fd02619584122d78bf0a814d544bd,
  "/collections/posts/components/newsletter-send#NewsletterSendField": NewsletterSendField_dc4ad037fb44214d7bcbd303d96cc85a,
  "/components/admin/approval-waiting-field#ApprovalWaitingField": ApprovalWaitingField_01c471a306135e0dcd5fecdbc3f41a2d,
  "/components/admin/deletion-request-field#DeletionRequestField": DeletionRequestField_3bb9d1ea2b3b2e6bb124dd1fcc164e2a,
  "/components/admin/cells/post-status-cell#PostStatusCell": PostStatusCell_2cfcb1f0bf58d3e136d83e3339bc30c2,
  "/components/admin/post-edit-view#PostEditView": PostEditView_318b3f8110f0b5b696f246c865795d25,
  "/components/admin/board-list-view#BoardListView": BoardListView_8504bfd5614778447e114d7ad15e1d8c,
  "/components/admin/cells/toggle-cell#ToggleCell": ToggleCell_bfd084f819f0b4bed352458ed364aa85,
  "/components/admin/qna-answer-register#QnaAnswerRegister": QnaAnswerRegister_97049b58920b67a299154e9f7f480867,
  "/components/admin/qna-categories-dialog#QnaCategoriesDialog": QnaCategoriesDialog_13951643542af60f9f66311f9e82409e,
  "/components/admin/editing-language#EditingLanguage": EditingLanguage_0f3f83bae04bb17b9fae4f5643acfb5d,
  "/components/admin/cells/korean-title-cell#KoreanTitleCell": KoreanTitleCell_c5073c6f4c6097723416959de24a4298,
  "/components/admin/display-order#BannerOrder": BannerOrder_0359ffb22d4e998f21a5fbcfba40a6d9,
  "/components/admin/display-order#PopupOrder": PopupOrder_0359ffb22d4e998f21a5fbcfba40a6d9,
  "/collections/subscribers/components/unsubscribe-button#UnsubscribeButton": UnsubscribeButton_94323e3d137cc79cc617bf454780bd7c,
  "/collections/subscribers/components/csv-download#SubscribersCsvDownload": SubscribersCsvDownload_ce4c31b650a98b6e038f2930a5fb0c93,
  "/components/admin/certificate-pdf-field#CertificatePdfField": CertificatePdfField_b9a868a75882486719d2f643f3da6970,
  "/components/admin/certificate-code-field#CertificateCodeField": CertificateCodeField_2bc09c36f79892d5b6e4e184358bbb4a,
  "/components/admin/certificate-import#CertificateImport": CertificateImport_d682737737641b397b9a503cd7acd359,
  "/collections/users/components/user-id-check#UserIdCheck": UserIdCheck_d669bfe5b69726633d5acd6c8132b638,
  "/collections/users/components/password-change#PasswordChange": PasswordChange_df0c0cfb049dac7671754d3734a4f7e2,
  "/components/admin/hand-over-field#HandOverField": HandOverField_ed3165b18e2d2b920963583d98a134d0,
  "/collections/users/components/account-filters#AccountFilters": AccountFilters_7cff88a39de69c811edc71215bc9c6e0,
  "/components/admin/auto-number-label#AutoNumberLabel": AutoNumberLabel_b0631e018fa36cf269e7cca4bb170421,
  "/components/admin/group-boards-field#GroupBoardsField": GroupBoardsField_7889f93f1680e0a5d6dbe45b8258f0ad,
  "/components/admin/cells/collection-name-cell#CollectionNameCell": CollectionNameCell_5da75f6228ebd73f91c031241eb0e24e,
  "/components/admin/approval-decision-field#ApprovalDecisionField": ApprovalDecisionField_664fe325d7ad3445fc042789d6f289b3,
  "/components/admin/cells/staff-name-cell#StaffNameCell": StaffNameCell_ad8b2b6e82308412011b417a5b560775,
  "/components/admin/cells/staff-name-cell#StaffNameField": StaffNameField_ad8b2b6e82308412011b417a5b560775,
  "/components/admin/cells/approval-status-cell#ApprovalStatusCell": ApprovalStatusCell_2dadfe81ebc19e437d0fd5aa90e3c1fc,
  "/components/admin/page-review-confirm#PageReviewConfirm": PageReviewConfirm_5b52ccccae03bc75a4b03974ce6214ac,
  "/components/page-info/rating-results#PageRatingResults": PageRatingResults_a3ae91670577fc74bfaa6849bafd2699,
  "/components/admin/cells/media-cells#MediaUsageCell": MediaUsageCell_3e930dc66242d969a85464c47b309051,
  "/components/admin/cells/media-cells#FileSizeCell": FileSizeCell_3e930dc66242d969a85464c47b309051,
  "/components/admin/admin-icon#AdminIcon": AdminIcon_57ef2d197ad87913c2eec929f08d82cf,
  "/components/admin/admin-logo#AdminLogo": AdminLogo_ec43c518656dcf446e1b4f896c9e4fab,
  "/components/admin/dashboard#AdminDashboard": AdminDashboard_17cbb53d1dcdedc66c123d519d2cff79,
  "/components/admin/admin-nav-brand#AdminNavBrand": AdminNavBrand_d785c8c3d4e695eb315ed0c4299954ae,
  "/components/admin/visitor-stats-nav#VisitorStatsNav": VisitorStatsNav_dfc06f1692f00bb133858785390ebd78,
  "/components/admin/boards-nav#BoardsNav": BoardsNav_bd604b00aecc7894cca49a1e0608dca1,
  "/components/admin/admin-text-fixes#AdminTextFixes": AdminTextFixes_adf24ba3d030ef57bcc22bac31f29fe1,
  "/components/admin/version-date-fix#VersionDateFix": VersionDateFix_434fefc0b7c9187378500b97cb5d1e4f,
  "/components/admin/sidebar-open#SidebarOpen": SidebarOpen_2c5ec5cb0fef939a4f2ae226eca83862,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/visitor-stats-view#VisitorStatsView": VisitorStatsView_dbf78291e2b6ca2e6e030474770f7669,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
