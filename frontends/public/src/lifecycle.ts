import './styles.css';
import { createLifecycle } from '@app/ui/lifecycle';
import { App } from './app';

export const { bootstrap, mount, unmount } = createLifecycle(App);
