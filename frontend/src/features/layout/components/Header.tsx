import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../auth/hooks/useAuth';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { Logo } from './Logo';

export const LANDING_ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#library', label: 'Library' },
  { href: '#pricing', label: 'Pricing' },
] as const;

export function Header() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedOut = state.status !== 'signedIn';
  const showAnchors = pathname === '/' && state.status === 'signedOut';

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
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
          <ThemeToggle />
          {signedOut && (
            <>
              <ButtonLink to="/auth" variant="ghost" size="sm" className="hidden sm:inline-flex">
                Sign In
              </ButtonLink>
              <ButtonLink to="/auth" size="sm" className="hidden sm:inline-flex">
                Start Free Trial
              </ButtonLink>
              <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
                <Dialog.Trigger
                  className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted sm:hidden"
                  aria-label="Open menu"
                >
                  <Menu className="size-5" aria-hidden />
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
                  <Dialog.Content className="animate-slide-in fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 border-l border-border bg-background p-6 shadow-xl">
                    <div className="flex items-center justify-between">
                      <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
                      <Dialog.Close
                        className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-muted"
                        aria-label="Close menu"
                      >
                        <X className="size-5" aria-hidden />
                      </Dialog.Close>
                    </div>
                    <Dialog.Description className="sr-only">
                      Navigation and sign-in options
                    </Dialog.Description>
                    {showAnchors && (
                      <nav aria-label="Page sections (menu)">
                        <ul className="grid gap-1">
                          {LANDING_ANCHORS.map((anchor) => (
                            <li key={anchor.href}>
                              <a
                                href={anchor.href}
                                onClick={() => setMenuOpen(false)}
                                className="block rounded-md px-3 py-2 font-medium hover:bg-muted"
                              >
                                {anchor.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </nav>
                    )}
                    <div className="grid gap-2">
                      <ButtonLink to="/auth" variant="outline" onClick={() => setMenuOpen(false)}>
                        Sign In
                      </ButtonLink>
                      <ButtonLink to="/auth" onClick={() => setMenuOpen(false)}>
                        Start Free Trial
                      </ButtonLink>
                    </div>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
