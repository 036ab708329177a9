import { AppLayout, createAreaApp, ProductMark, UnreadMessagesBadge, useProfile, type AreaLayoutProps } from '@app/ui';
import { fundraiserRoutes } from './routes';

/** The portal's sidebar header: the logo initials and the ambassador's name. */
function FundraiserMark() {
  const { first_name, last_name } = useProfile();
  return <ProductMark>{`${first_name} ${last_name}`.trim()}</ProductMark>;
}

function FundraiserLayout({ navigation, children }: AreaLayoutProps) {
  return (
    <AppLayout
      navigation={navigation}
      sidebarHeader={<FundraiserMark />}
      signOutIn="sidebar"
      linkBadges={{ '/fundraiser/messages': <UnreadMessagesBadge /> }}
    >
      {children}
    </AppLayout>
  );
}

/** The fundraising ambassador portal. */
export const App = createAreaApp(fundraiserRoutes, { layout: FundraiserLayout });
