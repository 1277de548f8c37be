import { lazy, useEffect, type ComponentType, type ReactElement } from 'react';
import {
  BrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  Route,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { AppLayout } from './features/layout/components/AppLayout';
import { replayEarlyClicks } from './lib/early-clicks';
import { firstScreenHydrated } from './lib/first-screen';
import HomeRoute from './pages/HomeRoute';

/**
 * A route's screen. Once it has hydrated (its effect runs in the commit that hydrates it, after
 * the effects of every part inside it), the page counts as hydrated and the buttons pressed
 * before it came to life are pressed again.
 */
function screen<Props extends object>(Content: ComponentType<Props>) {
  return function Screen(props: Props) {
    useEffect(() => {
      firstScreenHydrated();
      replayEarlyClicks();
    }, []);
    return <Content {...props} />;
  };
}

/** A screen loaded with its route, whose code can also be asked for ahead (`preloadRoute`). */
function lazyScreen(load: () => Promise<{ default: ComponentType<object> }>) {
  return Object.assign(screen(lazy(load)), { preload: load });
}

/** A layout loaded with the first of its routes (the screens inside it replay the presses). */
function lazyLayout(load: () => Promise<{ default: ComponentType<object> }>) {
  return Object.assign(lazy(load), { preload: load });
}

const Home = screen(HomeRoute);

// Each screen is its own chunk; admin and subscription code load only on their routes.
const LibraryPage = lazyScreen(() => import('./pages/LibraryPage'));
const SummaryPage = lazyScreen(() => import('./pages/SummaryPage'));
const SearchPage = lazyScreen(() => import('./pages/SearchPage'));
const DashboardPage = lazyScreen(() => import('./pages/DashboardPage'));
const MyLibraryPage = lazyScreen(() => import('./pages/MyLibraryPage'));
const AdminPage = lazyScreen(() => import('./pages/AdminPage'));
const HighlightsPage = lazyScreen(() => import('./pages/HighlightsPage'));
const ReviewPage = lazyScreen(() => import('./pages/ReviewPage'));
const ReviewEmailGradePage = lazyScreen(() => import('./pages/ReviewEmailGradePage'));
const ReviewEmailSettingsPage = lazyScreen(() => import('./pages/ReviewEmailSettingsPage'));
const SettingsPage = lazyScreen(() => import('./pages/SettingsPage'));
const SubscribePage = lazyScreen(() => import('./pages/SubscribePage'));
const StartTrialPage = lazyScreen(() => import('./pages/StartTrialPage'));
const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage'));
const SignInPage = lazyScreen(() => import('./features/auth/components/SignInPage'));
const SimpleAuthPage = lazyScreen(() => import('./features/auth/components/SimpleAuthPage'));
const ResetPasswordPage = lazyScreen(() => import('./features/auth/components/ResetPasswordPage'));
const AboutPage = lazyScreen(() => import('./features/legal/components/AboutPage'));
const HelpCenterPage = lazyScreen(() => import('./features/legal/components/HelpCenterPage'));
const PrivacyPolicyPage = lazyScreen(() => import('./features/legal/components/PrivacyPolicyPage'));
const TermsOfServicePage = lazyScreen(
  () => import('./features/legal/components/TermsOfServicePage'),
);
const WithApollo = lazyLayout(() => import('./lib/WithApollo'));

/** The product's routes (spec section 2); the prerender and the gateway derive theirs from it. */
export const appRoutes = (
  <Route element={<AppLayout />}>
    <Route index element={<Home />} />
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
      <Route path="search" element={<SearchPage />} />
      <Route path="summary/:id" element={<SummaryPage />} />
      <Route path="subscribe" element={<SubscribePage />} />
      <Route path="start-trial" element={<StartTrialPage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="my-library" element={<MyLibraryPage />} />
      <Route path="admin" element={<AdminPage />} />
      <Route path="highlights" element={<HighlightsPage />} />
      <Route path="review" element={<ReviewPage />} />
      <Route path="review/email" element={<ReviewEmailGradePage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="settings/review-emails" element={<ReviewEmailSettingsPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

let appRouteObjects: RouteObject[] | undefined;

/**
 * `appRoutes` as the router reads them, built once: walking the elements is a long task on a
 * slow phone, and both `preloadRoute` and every render of the routes need them.
 */
function routeObjects(): RouteObject[] {
  return (appRouteObjects ??= createRoutesFromElements(appRoutes));
}

/**
 * Starts loading the code of every screen `path` shows at once: otherwise each lazy screen asks
 * for the next only when it renders (the GraphQL layout, then the page), one round trip after
 * another, and a page the gateway sent rendered stays inert for longer.
 */
export function preloadRoute(path: string): void {
  for (const match of matchRoutes(routeObjects(), path) ?? []) {
    const screen = (match.route.element as ReactElement | undefined)?.type as {
      preload?: () => Promise<unknown>;
    };
    // A chunk that fails to load fails again when its route renders, which reports it.
    screen?.preload?.().catch(() => undefined);
  }
}

export function AppRoutes() {
  return useRoutes(routeObjects());
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
