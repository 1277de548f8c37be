import { type MemberDataList, PLATFORM_TABLES } from '@distill/platform';

/**
 * Everything reading holds for a member, erased when their account is: children before the rows
 * their foreign keys name. Every other table says why it holds no member's data; a test fails
 * when a table is on neither list. The member's data archive exports the same tables
 * (`exportOmits`: secrets, and what the database derives from the member's words for search,
 * left out of it).
 */
export const READING_MEMBER_DATA: MemberDataList = {
  memberTables: [
    { table: 'review_email_link', column: 'member_id', exportOmits: ['token_hash'] },
    { table: 'review_email', column: 'member_id' },
    { table: 'review_email_preference', column: 'member_id' },
    { table: 'review_email_opt_out', column: 'member_id' },
    { table: 'review_log', column: 'member_id' },
    { table: 'review_card', column: 'member_id' },
    { table: 'review_settings', column: 'member_id' },
    { table: 'review_activity', column: 'member_id' },
    { table: 'highlight', column: 'member_id', exportOmits: ['search_document'] },
    { table: 'highlight_write_window', column: 'member_id' },
    { table: 'favorite', column: 'member_id' },
    { table: 'reading_progress', column: 'member_id' },
    { table: 'reading_activity', column: 'member_id' },
    { table: 'reader_settings', column: 'member_id' },
    { table: 'free_pick_projection', column: 'member_id' },
  ],
  otherTables: {
    ...PLATFORM_TABLES,
    summary_projection: "the catalog's summaries (no member)",
    category_projection: "the catalog's categories (no member)",
    section_text: "the catalog's section text (no member)",
  },
};
