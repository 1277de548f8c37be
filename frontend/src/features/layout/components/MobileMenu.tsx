import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SheetHeader } from '../../../components/ui/sheet-header';
import { LANDING_ANCHORS } from './landing-anchors';
import type { NavLink } from './signed-in-links';
import { SIGN_UP_PATH } from '../../auth/auth-redirect';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showAnchors: boolean;
  /** Gets focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** A signed-in member's links and Sign Out; visitors get Sign In and Start Free Trial. */
  member: { links: NavLink[]; onSignOut: () => void; signingOut: boolean } | null;
}

/** The small-screen menu; loaded on first use so the dialog code stays out of the first load. */
export default function MobileMenu({
  open,
  onOpenChange,
  showAnchors,
  triggerRef,
  member,
}: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="animate-slide-in fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 border-l border-border bg-background p-6 shadow-xl"
        >
          <SheetHeader
            title="Menu"
            closeLabel="Close menu"
            description="Navigation and sign-in options"
          />
          {showAnchors && (
            <nav aria-label="Page sections (menu)">
              <ul className="grid gap-1">
                {LANDING_ANCHORS.map((anchor) => (
                  <li key={anchor.href}>
                    <a
                      href={anchor.href}
                      onClick={close}
                      className="block rounded-md px-3 py-2 font-medium hover:bg-muted"
                    >
                      {anchor.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {member ? (
            <>
              <nav aria-label="Member (menu)">
                <ul className="grid gap-1">
                  {member.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={close}
                        className="block rounded-md px-3 py-2 font-medium hover:bg-muted"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <Button
                variant="outline"
                disabled={member.signingOut}
                onClick={() => {
                  close();
                  member.onSignOut();
                }}
              >
                Sign Out
              </Button>
            </>
          ) : (
            <div className="grid gap-2">
              <ButtonLink to="/auth" variant="outline" onClick={close}>
                Sign In
              </ButtonLink>
              <ButtonLink to={SIGN_UP_PATH} onClick={close}>
                Start Free Trial
              </ButtonLink>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
