import * as migration_20261122_055839_initial from './20261122_055839_initial';
import * as migration_20261122_063042_staff_role_default from './20261122_063042_staff_role_default';
import * as migration_20261122_064234_market_data from './20261122_064234_market_data';
import * as migration_20261122_071908_reviews from './20261122_071908_reviews';
import * as migration_20261122_122118_review_submission from './20261122_122118_review_submission';
import * as migration_20261122_122734_member_accounts from './20261122_122734_member_accounts';
import * as migration_20261122_123345_moderation from './20261122_123345_moderation';
import * as migration_20261122_131903_audit_trail_keeps_review_ids from './20261122_131903_audit_trail_keeps_review_ids';
import * as migration_20261122_133506_reviews_unlocked from './20261122_133506_reviews_unlocked';
import * as migration_20261122_134709_review_email_index from './20261122_134709_review_email_index';
import * as migration_20261123_062718_national_network from './20261123_062718_national_network';
import * as migration_20261123_064111_area_premiums from './20261123_064111_area_premiums';
import * as migration_20261123_095430_zip3_rating_areas from './20261123_095430_zip3_rating_areas';
import * as migration_20261123_125301_out_of_area_coverage from './20261123_125301_out_of_area_coverage';
import * as migration_20261123_125723_report_retention_jobs from './20261123_125723_report_retention_jobs';
import * as migration_20261123_133911_content_pages_articles_footer from './20261123_133911_content_pages_articles_footer';
import * as migration_20261123_140515_contact_messages_site_settings from './20261123_140515_contact_messages_site_settings';
import * as migration_20261123_143247_newsletter_subscribers from './20261123_143247_newsletter_subscribers';
import * as migration_20261123_154617_mail_queue_newsletter_issues_home from './20261123_154617_mail_queue_newsletter_issues_home';
import * as migration_20261123_184324_review_rating_totals from './20261123_184324_review_rating_totals';
import * as migration_20261123_184732_moderation_daily_figures from './20261123_184732_moderation_daily_figures';
import * as migration_20261123_185937_reviews_plan_page_index from './20261123_185937_reviews_plan_page_index';
import * as migration_20261123_215741_reviews_overall_score from './20261123_215741_reviews_overall_score';
import * as migration_20261124_022951_page_view_counts from './20261124_022951_page_view_counts';
import * as migration_20261124_185215_content_languages from './20261124_185215_content_languages';
import * as migration_20261124_185901_review_language from './20261124_185901_review_language';
import * as migration_20261124_190103_newsletter_languages from './20261124_190103_newsletter_languages';
import * as migration_20261126_043833_issuer_presence_and_claim_years from './20261126_043833_issuer_presence_and_claim_years';
import * as migration_20261126_050218_review_experience_year from './20261126_050218_review_experience_year';
import * as migration_20261126_065807_logins_never_lock_accounts from './20261126_065807_logins_never_lock_accounts';
import * as migration_20261126_072612_report_client_keys from './20261126_072612_report_client_keys';
import * as migration_20261126_073650_outbox_handover from './20261126_073650_outbox_handover';
import * as migration_20261127_110344_insurer_accounts from './20261127_110344_insurer_accounts';
import * as migration_20261127_111936_insurer_replies from './20261127_111936_insurer_replies';
import * as migration_20261127_112815_helpful_votes from './20261127_112815_helpful_votes';
import * as migration_20261128_050000_review_ids_never_reused from './20261128_050000_review_ids_never_reused';
import * as migration_20261129_044811_care_lists from './20261129_044811_care_lists';

export const migrations = [
  {
    up: migration_20261122_055839_initial.up,
    down: migration_20261122_055839_initial.down,
    name: '20261122_055839_initial',
  },
  {
    up: migration_20261122_063042_staff_role_default.up,
    down: migration_20261122_063042_staff_role_default.down,
    name: '20261122_063042_staff_role_default',
  },
  {
    up: migration_20261122_064234_market_data.up,
    down: migration_20261122_064234_market_data.down,
    name: '20261122_064234_market_data',
  },
  {
    up: migration_20261122_071908_reviews.up,
    down: migration_20261122_071908_reviews.down,
    name: '20261122_071908_reviews',
  },
  {
    up: migration_20261122_122118_review_submission.up,
    down: migration_20261122_122118_review_submission.down,
    name: '20261122_122118_review_submission',
  },
  {
    up: migration_20261122_122734_member_accounts.up,
    down: migration_20261122_122734_member_accounts.down,
    name: '20261122_122734_member_accounts',
  },
  {
    up: migration_20261122_123345_moderation.up,
    down: migration_20261122_123345_moderation.down,
    name: '20261122_123345_moderation',
  },
  {
    up: migration_20261122_131903_audit_trail_keeps_review_ids.up,
    down: migration_20261122_131903_audit_trail_keeps_review_ids.down,
    name: '20261122_131903_audit_trail_keeps_review_ids',
  },
  {
    up: migration_20261122_133506_reviews_unlocked.up,
    down: migration_20261122_133506_reviews_unlocked.down,
    name: '20261122_133506_reviews_unlocked',
  },
  {
    up: migration_20261122_134709_review_email_index.up,
    down: migration_20261122_134709_review_email_index.down,
    name: '20261122_134709_review_email_index',
  },
  {
    up: migration_20261123_062718_national_network.up,
    down: migration_20261123_062718_national_network.down,
    name: '20261123_062718_national_network',
  },
  {
    up: migration_20261123_064111_area_premiums.up,
    down: migration_20261123_064111_area_premiums.down,
    name: '20261123_064111_area_premiums',
  },
  {
    up: migration_20261123_095430_zip3_rating_areas.up,
    down: migration_20261123_095430_zip3_rating_areas.down,
    name: '20261123_095430_zip3_rating_areas',
  },
  {
    up: migration_20261123_125301_out_of_area_coverage.up,
    down: migration_20261123_125301_out_of_area_coverage.down,
    name: '20261123_125301_out_of_area_coverage',
  },
  {
    up: migration_20261123_125723_report_retention_jobs.up,
    down: migration_20261123_125723_report_retention_jobs.down,
    name: '20261123_125723_report_retention_jobs',
  },
  {
    up: migration_20261123_133911_content_pages_articles_footer.up,
    down: migration_20261123_133911_content_pages_articles_footer.down,
    name: '20261123_133911_content_pages_articles_footer',
  },
  {
    up: migration_20261123_140515_contact_messages_site_settings.up,
    down: migration_20261123_140515_contact_messages_site_settings.down,
    name: '20261123_140515_contact_messages_site_settings',
  },
  {
    up: migration_20261123_143247_newsletter_subscribers.up,
    down: migration_20261123_143247_newsletter_subscribers.down,
    name: '20261123_143247_newsletter_subscribers',
  },
  {
    up: migration_20261123_154617_mail_queue_newsletter_issues_home.up,
    down: migration_20261123_154617_mail_queue_newsletter_issues_home.down,
    name: '20261123_154617_mail_queue_newsletter_issues_home',
  },
  {
    up: migration_20261123_184324_review_rating_totals.up,
    down: migration_20261123_184324_review_rating_totals.down,
    name: '20261123_184324_review_rating_totals',
  },
  {
    up: migration_20261123_184732_moderation_daily_figures.up,
    down: migration_20261123_184732_moderation_daily_figures.down,
    name: '20261123_184732_moderation_daily_figures',
  },
  {
    up: migration_20261123_185937_reviews_plan_page_index.up,
    down: migration_20261123_185937_reviews_plan_page_index.down,
    name: '20261123_185937_reviews_plan_page_index',
  },
  {
    up: migration_20261123_215741_reviews_overall_score.up,
    down: migration_20261123_215741_reviews_overall_score.down,
    name: '20261123_215741_reviews_overall_score',
  },
  {
    up: migration_20261124_022951_page_view_counts.up,
    down: migration_20261124_022951_page_view_counts.down,
    name: '20261124_022951_page_view_counts',
  },
  {
    up: migration_20261124_185215_content_languages.up,
    down: migration_20261124_185215_content_languages.down,
    name: '20261124_185215_content_languages',
  },
  {
    up: migration_20261124_185901_review_language.up,
    down: migration_20261124_185901_review_language.down,
    name: '20261124_185901_review_language',
  },
  {
    up: migration_20261124_190103_newsletter_languages.up,
    down: migration_20261124_190103_newsletter_languages.down,
    name: '20261124_190103_newsletter_languages',
  },
  {
    up: migration_20261126_043833_issuer_presence_and_claim_years.up,
    down: migration_20261126_043833_issuer_presence_and_claim_years.down,
    name: '20261126_043833_issuer_presence_and_claim_years',
  },
  {
    up: migration_20261126_050218_review_experience_year.up,
    down: migration_20261126_050218_review_experience_year.down,
    name: '20261126_050218_review_experience_year',
  },
  {
    up: migration_20261126_065807_logins_never_lock_accounts.up,
    down: migration_20261126_065807_logins_never_lock_accounts.down,
    name: '20261126_065807_logins_never_lock_accounts',
  },
  {
    up: migration_20261126_072612_report_client_keys.up,
    down: migration_20261126_072612_report_client_keys.down,
    name: '20261126_072612_report_client_keys',
  },
  {
    up: migration_20261126_073650_outbox_handover.up,
    down: migration_20261126_073650_outbox_handover.down,
    name: '20261126_073650_outbox_handover',
  },
  {
    up: migration_20261127_110344_insurer_accounts.up,
    down: migration_20261127_110344_insurer_accounts.down,
    name: '20261127_110344_insurer_accounts',
  },
  {
    up: migration_20261127_111936_insurer_replies.up,
    down: migration_20261127_111936_insurer_replies.down,
    name: '20261127_111936_insurer_replies',
  },
  {
    up: migration_20261127_112815_helpful_votes.up,
    down: migration_20261127_112815_helpful_votes.down,
    name: '20261127_112815_helpful_votes',
  },
  {
    up: migration_20261128_050000_review_ids_never_reused.up,
    down: migration_20261128_050000_review_ids_never_reused.down,
    name: '20261128_050000_review_ids_never_reused',
  },
  {
    up: migration_20261129_044811_care_lists.up,
    down: migration_20261129_044811_care_lists.down,
    name: '20261129_044811_care_lists'
  },
];
