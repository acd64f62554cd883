import * as migration_20261122_055842_initial from './20261122_055842_initial';
import * as migration_20261122_063045_staff_role_default from './20261122_063045_staff_role_default';
import * as migration_20261122_064236_market_data from './20261122_064236_market_data';
import * as migration_20261122_071912_reviews from './20261122_071912_reviews';
import * as migration_20261122_122121_review_submission from './20261122_122121_review_submission';
import * as migration_20261122_122737_member_accounts from './20261122_122737_member_accounts';
import * as migration_20261122_123351_moderation from './20261122_123351_moderation';
import * as migration_20261122_131906_audit_trail_keeps_review_ids from './20261122_131906_audit_trail_keeps_review_ids';
import * as migration_20261122_133513_reviews_unlocked from './20261122_133513_reviews_unlocked';
import * as migration_20261122_134712_review_email_index from './20261122_134712_review_email_index';
import * as migration_20261123_062726_national_network from './20261123_062726_national_network';
import * as migration_20261123_064119_area_premiums from './20261123_064119_area_premiums';
import * as migration_20261123_095435_zip3_rating_areas from './20261123_095435_zip3_rating_areas';
import * as migration_20261123_125306_out_of_area_coverage from './20261123_125306_out_of_area_coverage';
import * as migration_20261123_125728_report_retention_jobs from './20261123_125728_report_retention_jobs';
import * as migration_20261123_133921_content_pages_articles_footer from './20261123_133921_content_pages_articles_footer';
import * as migration_20261123_140521_contact_messages_site_settings from './20261123_140521_contact_messages_site_settings';
import * as migration_20261123_143257_newsletter_subscribers from './20261123_143257_newsletter_subscribers';
import * as migration_20261123_154623_mail_queue_newsletter_issues_home from './20261123_154623_mail_queue_newsletter_issues_home';
import * as migration_20261123_184333_review_rating_totals from './20261123_184333_review_rating_totals';
import * as migration_20261123_184740_moderation_daily_figures from './20261123_184740_moderation_daily_figures';
import * as migration_20261123_185948_reviews_plan_page_index from './20261123_185948_reviews_plan_page_index';
import * as migration_20261123_215751_reviews_overall_score from './20261123_215751_reviews_overall_score';
import * as migration_20261124_023001_page_view_counts from './20261124_023001_page_view_counts';
import * as migration_20261124_185145_content_languages from './20261124_185145_content_languages';
import * as migration_20261124_185822_review_language from './20261124_185822_review_language';
import * as migration_20261124_190109_newsletter_languages from './20261124_190109_newsletter_languages';
import * as migration_20261126_043836_issuer_presence_and_claim_years from './20261126_043836_issuer_presence_and_claim_years';
import * as migration_20261126_050221_review_experience_year from './20261126_050221_review_experience_year';
import * as migration_20261126_065812_logins_never_lock_accounts from './20261126_065812_logins_never_lock_accounts';
import * as migration_20261126_072614_report_client_keys from './20261126_072614_report_client_keys';
import * as migration_20261126_073654_outbox_handover from './20261126_073654_outbox_handover';
import * as migration_20261127_110347_insurer_accounts from './20261127_110347_insurer_accounts';
import * as migration_20261127_111939_insurer_replies from './20261127_111939_insurer_replies';
import * as migration_20261127_112755_helpful_votes from './20261127_112755_helpful_votes';
import * as migration_20261127_152018_insurer_review_reads from './20261127_152018_insurer_review_reads';
import * as migration_20261128_040820_moderation_hides from './20261128_040820_moderation_hides';
import * as migration_20261129_050017_care_lists from './20261129_050017_care_lists';

export const migrations = [
  {
    up: migration_20261122_055842_initial.up,
    down: migration_20261122_055842_initial.down,
    name: '20261122_055842_initial',
  },
  {
    up: migration_20261122_063045_staff_role_default.up,
    down: migration_20261122_063045_staff_role_default.down,
    name: '20261122_063045_staff_role_default',
  },
  {
    up: migration_20261122_064236_market_data.up,
    down: migration_20261122_064236_market_data.down,
    name: '20261122_064236_market_data',
  },
  {
    up: migration_20261122_071912_reviews.up,
    down: migration_20261122_071912_reviews.down,
    name: '20261122_071912_reviews',
  },
  {
    up: migration_20261122_122121_review_submission.up,
    down: migration_20261122_122121_review_submission.down,
    name: '20261122_122121_review_submission',
  },
  {
    up: migration_20261122_122737_member_accounts.up,
    down: migration_20261122_122737_member_accounts.down,
    name: '20261122_122737_member_accounts',
  },
  {
    up: migration_20261122_123351_moderation.up,
    down: migration_20261122_123351_moderation.down,
    name: '20261122_123351_moderation',
  },
  {
    up: migration_20261122_131906_audit_trail_keeps_review_ids.up,
    down: migration_20261122_131906_audit_trail_keeps_review_ids.down,
    name: '20261122_131906_audit_trail_keeps_review_ids',
  },
  {
    up: migration_20261122_133513_reviews_unlocked.up,
    down: migration_20261122_133513_reviews_unlocked.down,
    name: '20261122_133513_reviews_unlocked',
  },
  {
    up: migration_20261122_134712_review_email_index.up,
    down: migration_20261122_134712_review_email_index.down,
    name: '20261122_134712_review_email_index',
  },
  {
    up: migration_20261123_062726_national_network.up,
    down: migration_20261123_062726_national_network.down,
    name: '20261123_062726_national_network',
  },
  {
    up: migration_20261123_064119_area_premiums.up,
    down: migration_20261123_064119_area_premiums.down,
    name: '20261123_064119_area_premiums',
  },
  {
    up: migration_20261123_095435_zip3_rating_areas.up,
    down: migration_20261123_095435_zip3_rating_areas.down,
    name: '20261123_095435_zip3_rating_areas',
  },
  {
    up: migration_20261123_125306_out_of_area_coverage.up,
    down: migration_20261123_125306_out_of_area_coverage.down,
    name: '20261123_125306_out_of_area_coverage',
  },
  {
    up: migration_20261123_125728_report_retention_jobs.up,
    down: migration_20261123_125728_report_retention_jobs.down,
    name: '20261123_125728_report_retention_jobs',
  },
  {
    up: migration_20261123_133921_content_pages_articles_footer.up,
    down: migration_20261123_133921_content_pages_articles_footer.down,
    name: '20261123_133921_content_pages_articles_footer',
  },
  {
    up: migration_20261123_140521_contact_messages_site_settings.up,
    down: migration_20261123_140521_contact_messages_site_settings.down,
    name: '20261123_140521_contact_messages_site_settings',
  },
  {
    up: migration_20261123_143257_newsletter_subscribers.up,
    down: migration_20261123_143257_newsletter_subscribers.down,
    name: '20261123_143257_newsletter_subscribers',
  },
  {
    up: migration_20261123_154623_mail_queue_newsletter_issues_home.up,
    down: migration_20261123_154623_mail_queue_newsletter_issues_home.down,
    name: '20261123_154623_mail_queue_newsletter_issues_home',
  },
  {
    up: migration_20261123_184333_review_rating_totals.up,
    down: migration_20261123_184333_review_rating_totals.down,
    name: '20261123_184333_review_rating_totals',
  },
  {
    up: migration_20261123_184740_moderation_daily_figures.up,
    down: migration_20261123_184740_moderation_daily_figures.down,
    name: '20261123_184740_moderation_daily_figures',
  },
  {
    up: migration_20261123_185948_reviews_plan_page_index.up,
    down: migration_20261123_185948_reviews_plan_page_index.down,
    name: '20261123_185948_reviews_plan_page_index',
  },
  {
    up: migration_20261123_215751_reviews_overall_score.up,
    down: migration_20261123_215751_reviews_overall_score.down,
    name: '20261123_215751_reviews_overall_score',
  },
  {
    up: migration_20261124_023001_page_view_counts.up,
    down: migration_20261124_023001_page_view_counts.down,
    name: '20261124_023001_page_view_counts',
  },
  {
    up: migration_20261124_185145_content_languages.up,
    down: migration_20261124_185145_content_languages.down,
    name: '20261124_185145_content_languages',
  },
  {
    up: migration_20261124_185822_review_language.up,
    down: migration_20261124_185822_review_language.down,
    name: '20261124_185822_review_language',
  },
  {
    up: migration_20261124_190109_newsletter_languages.up,
    down: migration_20261124_190109_newsletter_languages.down,
    name: '20261124_190109_newsletter_languages',
  },
  {
    up: migration_20261126_043836_issuer_presence_and_claim_years.up,
    down: migration_20261126_043836_issuer_presence_and_claim_years.down,
    name: '20261126_043836_issuer_presence_and_claim_years',
  },
  {
    up: migration_20261126_050221_review_experience_year.up,
    down: migration_20261126_050221_review_experience_year.down,
    name: '20261126_050221_review_experience_year',
  },
  {
    up: migration_20261126_065812_logins_never_lock_accounts.up,
    down: migration_20261126_065812_logins_never_lock_accounts.down,
    name: '20261126_065812_logins_never_lock_accounts',
  },
  {
    up: migration_20261126_072614_report_client_keys.up,
    down: migration_20261126_072614_report_client_keys.down,
    name: '20261126_072614_report_client_keys',
  },
  {
    up: migration_20261126_073654_outbox_handover.up,
    down: migration_20261126_073654_outbox_handover.down,
    name: '20261126_073654_outbox_handover',
  },
  {
    up: migration_20261127_110347_insurer_accounts.up,
    down: migration_20261127_110347_insurer_accounts.down,
    name: '20261127_110347_insurer_accounts',
  },
  {
    up: migration_20261127_111939_insurer_replies.up,
    down: migration_20261127_111939_insurer_replies.down,
    name: '20261127_111939_insurer_replies',
  },
  {
    up: migration_20261127_112755_helpful_votes.up,
    down: migration_20261127_112755_helpful_votes.down,
    name: '20261127_112755_helpful_votes',
  },
  {
    up: migration_20261127_152018_insurer_review_reads.up,
    down: migration_20261127_152018_insurer_review_reads.down,
    name: '20261127_152018_insurer_review_reads',
  },
  {
    up: migration_20261128_040820_moderation_hides.up,
    down: migration_20261128_040820_moderation_hides.down,
    name: '20261128_040820_moderation_hides',
  },
  {
    up: migration_20261129_050017_care_lists.up,
    down: migration_20261129_050017_care_lists.down,
    name: '20261129_050017_care_lists'
  },
];
