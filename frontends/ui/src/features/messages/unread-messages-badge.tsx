import { SidebarMenuBadge } from '../../layout/sidebar';
import { useUnreadMessageCount } from './api/list-my-messages';

/** The Messages link's unread count in an ambassador's sidebar; nothing while loading, on failure or when all are read. */
export function UnreadMessagesBadge() {
  const unread = useUnreadMessageCount();
  if (!unread) return null;
  return <SidebarMenuBadge count={unread} label={`${unread} unread`} />;
}
