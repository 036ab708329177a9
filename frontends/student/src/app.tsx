import { AppLayout, createAreaApp, UnreadMessagesBadge, type AreaLayoutProps } from '@app/ui';
import { studentRoutes } from './routes';

/** The student area's layout: the sidebar's Messages link shows the unread count. */
function StudentLayout({ navigation, children }: AreaLayoutProps) {
  return (
    <AppLayout navigation={navigation} linkBadges={{ '/messages': <UnreadMessagesBadge /> }}>
      {children}
    </AppLayout>
  );
}

/** The student ambassador area. */
export const App = createAreaApp(studentRoutes, { layout: StudentLayout });
