import { type MemberDataList, PLATFORM_TABLES } from '@distill/platform';

/**
 * Everything the catalog holds for a member, erased when their account is. Every other table
 * says why it holds no member's data; a test fails when a table is on neither list.
 */
export const CATALOG_MEMBER_DATA: MemberDataList = {
  memberTables: [
    { table: 'free_pick', column: 'member_id' },
    { table: 'member_time_zone', column: 'member_id' },
  ],
  otherTables: {
    ...PLATFORM_TABLES,
    category: 'content',
    summary: 'content',
    section: 'content',
    title_author_word: 'content: the words of published titles and authors',
    audit_entry:
      "editors' changes: only admins edit, and identity refuses to delete an admin's account",
  },
};
