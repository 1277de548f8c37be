import { LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth/hooks/useAuth';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { LANDING_ANCHORS } from './landing-anchors';
import { Logo } from './Logo';
import { signedInLinks } from './signed-in-links';
import { useSignOut } from './useSignOut';
import { SIGN_UP_PATH } from '../../auth/auth-redirect';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function Header() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const user = state.status === 'signedIn' ? state.user : null;
  const showAnchors = pathname === '/' && state.status === 'signedOut';
  const links = user ? signedInLinks(user) : [];

  return (
    // Opaque: whatever scrolls under a see-through header changes its links' contrast (a sepia
    // page under the dark header left them at 3.42:1).
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {showAnchors && (
          <nav aria-label="Page sections" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {LANDING_ANCHORS.map((anchor) => (
                <li key={anchor.href}>
                  <a
                    href={anchor.href}
                    className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {anchor.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex items-center gap-1 sm:gap-2">
          {user && (
            <nav aria-label="Member" className="hidden sm:block">
              <ul className="flex items-center gap-1">
                {links.map((link) => (
                  <li key={link.to}>
                    <RouterNavLink
                      to={link.to}
                      className={({ isActive }) =>
                        cn(
                          'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
                          isActive ? 'text-foreground' : 'text-muted-foreground',
                        )
                      }
                    >
                      {link.label}
                    </RouterNavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ThemeToggle />
          {user ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={signingOut}
              onClick={() => void signOut()}
              className="max-sm:hidden"
            >
              <LogOut className="size-4" aria-hidden />
              Sign Out
            </Button>
          ) : (
            <>
              <ButtonLink to="/auth" variant="ghost" size="sm" className="max-sm:hidden">
                Sign In
              </ButtonLink>
              <ButtonLink to={SIGN_UP_PATH} size="sm" className="max-sm:hidden">
                Start Free Trial
              </ButtonLink>
            </>
          )}
          <>
            <button
              ref={menuButton}
              type="button"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted sm:hidden"
            >
              <Menu className="size-5" aria-hidden />
            </button>
            {menuLoaded && (
              <Suspense fallback={null}>
                <MobileMenu
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  showAnchors={showAnchors}
                  triggerRef={menuButton}
                  member={user ? { links, onSignOut: () => void signOut(), signingOut } : null}
                />
              </Suspense>
            )}
          </>
        </div>
      </div>
    </header>
  );
}
