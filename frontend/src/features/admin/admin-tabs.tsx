import type { ReactNode } from 'react';
import { ApiKeysPanel } from '../api-keys/components/ApiKeysPanel';
import { EmailDeliveriesPanel } from '../email-deliveries/components/EmailDeliveriesPanel';
import type { User } from '../auth/auth-types';
import { CategoriesTab } from './components/CategoriesTab';
import { SettingsTab } from './components/SettingsTab';
import { SummariesTab } from './components/SummariesTab';
import { UserManagement } from './components/UserManagement';

export interface AdminTab {
  value: string;
  label: string;
  render: (admin: User) => ReactNode;
}

/** The admin panel's tabs, in order: adding a tab is adding a line. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'summaries', label: 'Book Summaries', render: () => <SummariesTab /> },
  { value: 'categories', label: 'Categories', render: () => <CategoriesTab /> },
  { value: 'users', label: 'User Management', render: () => <UserManagement /> },
  { value: 'api-keys', label: 'API Keys', render: () => <ApiKeysPanel /> },
  { value: 'emails', label: 'E-mails', render: () => <EmailDeliveriesPanel /> },
  { value: 'settings', label: 'Settings', render: (admin) => <SettingsTab admin={admin} /> },
];
