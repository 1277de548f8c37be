import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './features/layout/components/AppLayout';
import HomeRoute from './pages/HomeRoute';

// Each screen is its own chunk; admin and subscription code load only on their routes.
const LibraryPage = lazy(() => import('./pages/LibraryPage'));
const SummaryPage = lazy(() => import('./pages/SummaryPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const MyLibraryPage = lazy(() => import('./pages/MyLibraryPage'));
const AdminPage = lazy(() => import('./pages/AdminPage'));
const HighlightsPage = lazy(() => import('./pages/HighlightsPage'));
const ReviewPage = lazy(() => import('./pages/ReviewPage'));
const SubscribePage = lazy(() => import('./pages/SubscribePage'));
const StartTrialPage = lazy(() => import('./pages/StartTrialPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const SignInPage = lazy(() => import('./features/auth/components/SignInPage'));
const SimpleAuthPage = lazy(() => import('./features/auth/components/SimpleAuthPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/components/ResetPasswordPage'));
const AboutPage = lazy(() => import('./features/legal/components/AboutPage'));
const HelpCenterPage = lazy(() => import('./features/legal/components/HelpCenterPage'));
const PrivacyPolicyPage = lazy(() => import('./features/legal/components/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('./features/legal/components/TermsOfServicePage'));
const WithApollo = lazy(() => import('./lib/WithApollo'));

/** The product's routes (spec section 2); the prerender and the gateway derive theirs from it. */
export const appRoutes = (
  <Route element={<AppLayout />}>
    <Route index element={<HomeRoute />} />
    <Route path="auth" element={<SignInPage />} />
    <Route path="login" element={<SignInPage />} />
    <Route path="firebase-auth" element={<SignInPage />} />
    <Route path="simple-auth" element={<SimpleAuthPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="help" element={<HelpCenterPage />} />
    <Route path="privacy" element={<PrivacyPolicyPage />} />
    <Route path="terms" element={<TermsOfServicePage />} />
    {/* The screens that talk GraphQL: Apollo loads with the first of them. */}
    <Route element={<WithApollo />}>
      <Route path="library" element={<LibraryPage />} />
      <Route path="summary/:id" element={<SummaryPage />} />
      <Route path="subscribe" element={<SubscribePage />} />
      <Route path="start-trial" element={<StartTrialPage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="my-library" element={<MyLibraryPage />} />
      <Route path="admin" element={<AdminPage />} />
      <Route path="highlights" element={<HighlightsPage />} />
      <Route path="review" element={<ReviewPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
