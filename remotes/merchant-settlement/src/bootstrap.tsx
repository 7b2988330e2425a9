// Standalone entry (the team's dev server, the built remote served alone); the host loads ./pages instead.
import { startStandalone } from '@mall/remote-kit';
import { remote } from './app/remote';
import { pageLoaders, routes } from './app/routes';

void startStandalone({ remote, routes, pageLoaders });
