import { LogOut } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@app/ui/router';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { useBranding } from '../features/branding/api/get-branding';
import { cn } from '../lib/cn';
import { GuardianNotice } from '../features/profile/guardian-notice';
import { useProfile } from '../features/profile/profile-context';
import { roleLabel } from '../features/profile/role-label';
import { isNavItemActive, type NavGroup } from './navigation';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuItem,
  sidebarMenuButtonClass,
  SidebarProvider,
  SidebarTooltip,
  SidebarTrigger,
  useSidebar,
} from './sidebar';
import { useSignOut } from './use-sign-out';

interface AppLayoutProps {
  navigation: readonly NavGroup[];
  /** Replaces the logo and product name at the top of the sidebar. */
  sidebarHeader?: ReactNode;
  /**
   * Where the one Sign Out is: the top bar (spec part 1, section 2.2), or the bottom of the sidebar (the
   * fundraiser portal's, spec part 1, section 2.3), never both (issue 45).
   */
  signOutIn?: 'top-bar' | 'sidebar';
  /**
   * What a sidebar link shows after its label, by the link's path, e.g. the unread count on Messages. Kept
   * out of the route manifest, which the root bundles for its paths alone.
   */
  linkBadges?: Readonly<Record<string, ReactNode>>;
  children: ReactNode;
}

/** The signed-in layout of spec part 1, section 2.2: sidebar plus top bar. Render inside <RequireRole>. */
export function AppLayout({ navigation, sidebarHeader, signOutIn = 'top-bar', linkBadges = {}, children }: AppLayoutProps) {
  const links = navigation.flatMap((group) => group.items.map((item) => item.to));
  return (
    <SidebarProvider>
      <Sidebar>
        <SidebarHeader>{sidebarHeader ?? <ProductMark />}</SidebarHeader>
        <SidebarContent>
          <nav aria-label="Main">
            {navigation.map((group, index) => (
              <SidebarNavGroup key={group.label ?? index} group={group} links={links} badges={linkBadges} />
            ))}
          </nav>
        </SidebarContent>
        {signOutIn === 'sidebar' && (
          <SidebarFooter>
            <SidebarSignOut />
          </SidebarFooter>
        )}
      </Sidebar>
      <SidebarInset>
        <TopBar signOut={signOutIn === 'top-bar'} />
        <main className="flex flex-1 flex-col gap-6 p-4 md:p-6">
          <GuardianNotice />
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

interface SidebarNavGroupProps {
  group: NavGroup;
  links: readonly string[];
  badges: Readonly<Record<string, ReactNode>>;
}

function SidebarNavGroup({ group, links, badges }: SidebarNavGroupProps) {
  const { pathname, search } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarGroup>
      {group.label && <SidebarGroupLabel>{group.label}</SidebarGroupLabel>}
      <SidebarMenu>
        {group.items.map(({ label, to, icon: Icon }) => {
          const active = isNavItemActive(pathname + search, to, links);
          return (
            <SidebarMenuItem key={`${to}-${label}`}>
              <SidebarTooltip label={label}>
                <Link
                  to={to}
                  data-active={active}
                  aria-current={active ? 'page' : undefined}
                  className={sidebarMenuButtonClass}
                  onClick={() => isMobile && setOpenMobile(false)}
                >
                  <Icon aria-hidden />
                  <span className="truncate">{label}</span>
                  {badges[to]}
                </Link>
              </SidebarTooltip>
            </SidebarMenuItem>
          );
        })}
      </SidebarMenu>
    </SidebarGroup>
  );
}

/**
 * The programme's logo as Settings > Branding has it: the uploaded image, else the logo initials. It sits
 * beside the program name, so it is decorative (the name says what it is).
 */
export function LogoMark({ className }: { className?: string }) {
  const { logoInitials, logoUrl } = useBranding();
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        data-slot="logo"
        className={cn('h-8 w-auto max-w-20 shrink-0 rounded-md object-contain group-data-[collapsible=icon]:max-w-8', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground',
        className,
      )}
    >
      {logoInitials}
    </span>
  );
}

/**
 * The logo (or its initials) and the product name, and a line under it (the fundraiser's name); both
 * hide in icon mode, and each keeps its full text in its title for when the sidebar cuts it short.
 */
export function ProductMark({ children }: { children?: string }) {
  const { programName } = useBranding();
  return (
    <div className="flex items-center gap-2 p-1">
      <LogoMark />
      <div className="grid min-w-0 text-sm leading-tight group-data-[collapsible=icon]:hidden">
        <span className="truncate font-semibold" title={programName}>
          {programName}
        </span>
        {children && (
          <span className="truncate text-xs text-sidebar-foreground/70" title={children}>
            {children}
          </span>
        )}
      </div>
    </div>
  );
}

/** Where this browser notes that it has greeted a member, so only their first visit says "Welcome". */
const greetedKey = (userId: string) => `greeted:${userId}`;

/**
 * "Welcome, Sam" on a member's first visit in this browser, "Welcome back, Sam" after (spec part 1, section 3's
 * greeting, issue 45): a first-time member is not welcomed back. Kept per browser, in localStorage; a browser
 * that refuses storage always says "Welcome back".
 */
function useGreeting(userId: string, firstName: string): string {
  const [firstVisit] = useState(() => {
    try {
      return window.localStorage.getItem(greetedKey(userId)) === null;
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(greetedKey(userId), '1');
    } catch {
      // Storage refused (a private window's quota): the next visit says "Welcome back" all the same.
    }
  }, [userId]);
  return `${firstVisit ? 'Welcome' : 'Welcome back'}, ${firstName}`;
}

function TopBar({ signOut: withSignOut }: { signOut: boolean }) {
  const profile = useProfile();
  const signOut = useSignOut();
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const welcome = useGreeting(profile.user_id, profile.first_name);
  return (
    <header className="sticky top-0 z-10 flex h-16 shrink-0 items-center gap-3 border-b bg-background px-4">
      <SidebarTrigger />
      <p className="truncate font-medium" title={welcome}>
        {welcome}
      </p>
      <div className="ml-auto flex items-center gap-3">
        <div className="hidden items-center gap-2 sm:flex">
          {/* At most 12rem, so a long name never pushes Sign Out off the bar. */}
          <span className="max-w-48 truncate text-sm font-medium" title={fullName}>
            {fullName}
          </span>
          <Badge variant="secondary">{roleLabel[profile.role]}</Badge>
        </div>
        {withSignOut && (
          <Button variant="outline" size="sm" onClick={signOut}>
            <LogOut aria-hidden />
            Sign Out
          </Button>
        )}
      </div>
    </header>
  );
}

/** The Sign Out entry at the bottom of the sidebar, for an area whose Sign Out is there. */
function SidebarSignOut() {
  const signOut = useSignOut();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarTooltip label="Sign Out">
          <button type="button" className={sidebarMenuButtonClass} onClick={signOut}>
            <LogOut aria-hidden />
            <span>Sign Out</span>
          </button>
        </SidebarTooltip>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
