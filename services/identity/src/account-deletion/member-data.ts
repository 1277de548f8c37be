import { type MemberDataList, type MemberTable, PLATFORM_TABLES } from '@distill/platform';

/**
 * Everything identity holds for a member, erased with their account: by their id (children
 * first, the account last), and by their e-mail address where a row names only that. Every other
 * table says why it holds no member's data; a test fails when a table is on neither list. The
 * member's data archive exports the same tables (`exportOmits`: secrets and the archive itself).
 */
export const IDENTITY_MEMBER_DATA: MemberDataList = {
  memberTables: [
    { table: 'data_archive', column: 'member_id', exportOmits: ['content'] },
    { table: 'session', column: 'user_id', exportOmits: ['token_hash'] },
    { table: 'password_reset_token', column: 'user_id', exportOmits: ['token_hash'] },
    { table: 'email_delivery', column: 'user_id' },
    { table: 'user_account', column: 'id', exportOmits: ['password_hash'] },
  ],
  otherTables: {
    ...PLATFORM_TABLES,
    email_preview: 'erased by the e-mail address (IDENTITY_EMAIL_TABLES)',
    pending_registration: 'erased by the e-mail address (IDENTITY_EMAIL_TABLES)',
    api_key: 'partner keys, issued by admins (an admin account cannot be deleted)',
    account_deletion: 'the record that an erasure happened: dates only once the account is gone',
  },
};

/** Tables whose rows name a member by their e-mail address only. */
export const IDENTITY_EMAIL_TABLES: readonly MemberTable[] = [
  { table: 'email_preview', column: 'recipient' },
  { table: 'pending_registration', column: 'email', exportOmits: ['password_hash', 'token_hash'] },
];
