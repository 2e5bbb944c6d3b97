import * as migration_20261122_084615_initial from './20261122_084615_initial'
import * as migration_20261123_090000_post_search_grams from './20261123_090000_post_search_grams'
import * as migration_20261123_182145_posts_board_date from './20261123_182145_posts_board_date'
import * as migration_20261124_201437_posts_list_order from './20261124_201437_posts_list_order'
import * as migration_20261125_070104_reset_password_interval_off from './20261125_070104_reset_password_interval_off'
import * as migration_20261125_100403_page_info_and_ratings from './20261125_100403_page_info_and_ratings'
import * as migration_20261125_110000_search_index_site_search from './20261125_110000_search_index_site_search'
import * as migration_20261125_135557_visitor_stats from './20261125_135557_visitor_stats'
import * as migration_20261125_142341_qna_category_english_names from './20261125_142341_qna_category_english_names'
import * as migration_20261125_164738_object_storage from './20261125_164738_object_storage'
import * as migration_20261125_165100_newsletter_send_job from './20261125_165100_newsletter_send_job'
import * as migration_20261128_015224_board_record_types from './20261128_015224_board_record_types'
import * as migration_20261128_015623_qna_answers from './20261128_015623_qna_answers'
import * as migration_20261128_020044_scheduled_post_dates from './20261128_020044_scheduled_post_dates'
import * as migration_20261128_095511_group_permissions from './20261128_095511_group_permissions'
import * as migration_20261128_110027_post_body_media from './20261128_110027_post_body_media'
import * as migration_20261128_133109_recruitment_and_record_location from './20261128_133109_recruitment_and_record_location'
import * as migration_20261128_142432_approval_requests from './20261128_142432_approval_requests'
import * as migration_20261128_171752_approval_mail from './20261128_171752_approval_mail'
import * as migration_20261128_210634_deletion_requests from './20261128_210634_deletion_requests'
import * as migration_20261129_013346_personal_data_check from './20261129_013346_personal_data_check'
import * as migration_20261129_015740_page_reviews from './20261129_015740_page_reviews'
import * as migration_20261129_022143_page_review_reminders from './20261129_022143_page_review_reminders'
import * as migration_20261129_051405_quality_manager from './20261129_051405_quality_manager'
import * as migration_20261129_053205_board_owner from './20261129_053205_board_owner'
import * as migration_20261129_085617_two_step_approval from './20261129_085617_two_step_approval'
import * as migration_20261129_091122_newsletter_send_approval from './20261129_091122_newsletter_send_approval'
import * as migration_20261129_095229_qna_answer_approval from './20261129_095229_qna_answer_approval'
import * as migration_20261129_132253_banner_popup_approval from './20261129_132253_banner_popup_approval'
import * as migration_20261129_170643_certificates from './20261129_170643_certificates'
import * as migration_20261129_211405_certificate_pdf from './20261129_211405_certificate_pdf'

export const migrations = [
  {
    up: migration_20261122_084615_initial.up,
    down: migration_20261122_084615_initial.down,
    name: '20261122_084615_initial',
  },
  {
    up: migration_20261123_090000_post_search_grams.up,
    down: migration_20261123_090000_post_search_grams.down,
    name: '20261123_090000_post_search_grams',
  },
  {
    up: migration_20261123_182145_posts_board_date.up,
    down: migration_20261123_182145_posts_board_date.down,
    name: '20261123_182145_posts_board_date',
  },
  {
    up: migration_20261124_201437_posts_list_order.up,
    down: migration_20261124_201437_posts_list_order.down,
    name: '20261124_201437_posts_list_order',
  },
  {
    up: migration_20261125_070104_reset_password_interval_off.up,
    down: migration_20261125_070104_reset_password_interval_off.down,
    name: '20261125_070104_reset_password_interval_off',
  },
  {
    up: migration_20261125_100403_page_info_and_ratings.up,
    down: migration_20261125_100403_page_info_and_ratings.down,
    name: '20261125_100403_page_info_and_ratings',
  },
  {
    up: migration_20261125_110000_search_index_site_search.up,
    down: migration_20261125_110000_search_index_site_search.down,
    name: '20261125_110000_search_index_site_search',
  },
  {
    up: migration_20261125_135557_visitor_stats.up,
    down: migration_20261125_135557_visitor_stats.down,
    name: '20261125_135557_visitor_stats',
  },
  {
    up: migration_20261125_142341_qna_category_english_names.up,
    down: migration_20261125_142341_qna_category_english_names.down,
    name: '20261125_142341_qna_category_english_names',
  },
  {
    up: migration_20261125_164738_object_storage.up,
    down: migration_20261125_164738_object_storage.down,
    name: '20261125_164738_object_storage',
  },
  {
    up: migration_20261125_165100_newsletter_send_job.up,
    down: migration_20261125_165100_newsletter_send_job.down,
    name: '20261125_165100_newsletter_send_job',
  },
  {
    up: migration_20261128_015224_board_record_types.up,
    down: migration_20261128_015224_board_record_types.down,
    name: '20261128_015224_board_record_types',
  },
  {
    up: migration_20261128_015623_qna_answers.up,
    down: migration_20261128_015623_qna_answers.down,
    name: '20261128_015623_qna_answers',
  },
  {
    up: migration_20261128_020044_scheduled_post_dates.up,
    down: migration_20261128_020044_scheduled_post_dates.down,
    name: '20261128_020044_scheduled_post_dates',
  },
  {
    up: migration_20261128_095511_group_permissions.up,
    down: migration_20261128_095511_group_permissions.down,
    name: '20261128_095511_group_permissions',
  },
  {
    up: migration_20261128_110027_post_body_media.up,
    down: migration_20261128_110027_post_body_media.down,
    name: '20261128_110027_post_body_media',
  },
  {
    up: migration_20261128_133109_recruitment_and_record_location.up,
    down: migration_20261128_133109_recruitment_and_record_location.down,
    name: '20261128_133109_recruitment_and_record_location',
  },
  {
    up: migration_20261128_142432_approval_requests.up,
    down: migration_20261128_142432_approval_requests.down,
    name: '20261128_142432_approval_requests',
  },
  {
    up: migration_20261128_171752_approval_mail.up,
    down: migration_20261128_171752_approval_mail.down,
    name: '20261128_171752_approval_mail',
  },
  {
    up: migration_20261128_210634_deletion_requests.up,
    down: migration_20261128_210634_deletion_requests.down,
    name: '20261128_210634_deletion_requests',
  },
  {
    up: migration_20261129_013346_personal_data_check.up,
    down: migration_20261129_013346_personal_data_check.down,
    name: '20261129_013346_personal_data_check',
  },
  {
    up: migration_20261129_015740_page_reviews.up,
    down: migration_20261129_015740_page_reviews.down,
    name: '20261129_015740_page_reviews',
  },
  {
    up: migration_20261129_022143_page_review_reminders.up,
    down: migration_20261129_022143_page_review_reminders.down,
    name: '20261129_022143_page_review_reminders',
  },
  {
    up: migration_20261129_051405_quality_manager.up,
    down: migration_20261129_051405_quality_manager.down,
    name: '20261129_051405_quality_manager',
  },
  {
    up: migration_20261129_053205_board_owner.up,
    down: migration_20261129_053205_board_owner.down,
    name: '20261129_053205_board_owner',
  },
  {
    up: migration_20261129_085617_two_step_approval.up,
    down: migration_20261129_085617_two_step_approval.down,
    name: '20261129_085617_two_step_approval',
  },
  {
    up: migration_20261129_091122_newsletter_send_approval.up,
    down: migration_20261129_091122_newsletter_send_approval.down,
    name: '20261129_091122_newsletter_send_approval',
  },
  {
    up: migration_20261129_095229_qna_answer_approval.up,
    down: migration_20261129_095229_qna_answer_approval.down,
    name: '20261129_095229_qna_answer_approval',
  },
  {
    up: migration_20261129_132253_banner_popup_approval.up,
    down: migration_20261129_132253_banner_popup_approval.down,
    name: '20261129_132253_banner_popup_approval',
  },
  {
    up: migration_20261129_170643_certificates.up,
    down: migration_20261129_170643_certificates.down,
    name: '20261129_170643_certificates',
  },
  {
    up: migration_20261129_211405_certificate_pdf.up,
    down: migration_20261129_211405_certificate_pdf.down,
    name: '20261129_211405_certificate_pdf',
  },
]
