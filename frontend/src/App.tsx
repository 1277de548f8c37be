import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './features/layout/components/AppLayout';
import HomeRoute from './pages/HomeRoute';

// Each screen is its own chunk; admin and subscription code load only on their routes.
const LibraryPage = lazy(() => import('./pages/LibraryPage'));
const SummaryPage = lazy(() => import('./pages/SummaryPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const AdminPage = lazy(() => import('./pages/AdminPage'));
const SubscribePage = lazy(() => import('./pages/SubscribePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const SignInPage = lazy(() => import('./features/auth/components/SignInPage'));
const SimpleAuthPage = lazy(() => import('./features/auth/components/SimpleAuthPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/components/ResetPasswordPage'));
const AboutPage = lazy(() => import('./features/legal/components/AboutPage'));
const HelpCenterPage = lazy(() => import('./features/legal/components/HelpCenterPage'));
const PrivacyPolicyPage = lazy(() => import('./features/legal/components/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('./features/legal/components/TermsOfServicePage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="auth" element={<SignInPage />} />
        <Route path="login" element={<SignInPage />} />
        <Route path="firebase-auth" element={<SignInPage />} />
        <Route path="simple-auth" element={<SimpleAuthPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="library" element={<LibraryPage />} />
        <Route path="summary/:id" element={<SummaryPage />} />
        <Route path="subscribe" element={<SubscribePage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="help" element={<HelpCenterPage />} />
        <Route path="privacy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsOfServicePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
