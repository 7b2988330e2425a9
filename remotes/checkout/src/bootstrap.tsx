// Standalone entry for this team's dev server and for serving the built remote alone
// (the host never runs this file; it loads ./pages through federation).
import { startStandalone } from '@mall/remote-kit';
import { RemoteProviders } from './app/providers';
import { pageComponents, routes } from './app/routes';

void startStandalone({ name: 'checkout', routes, pageComponents, Providers: RemoteProviders });
