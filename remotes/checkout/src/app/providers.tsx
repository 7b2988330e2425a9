import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MallIntlProvider } from '@mall/i18n';
import { checkoutMessages } from '../lib/catalogue';
import { store } from './store';

/** What every page of this remote runs inside: its own messages and its own store. */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <MallIntlProvider messages={checkoutMessages}>{children}</MallIntlProvider>
    </Provider>
  );
}

export function withRemoteProviders(Page: ComponentType): ComponentType {
  function WithProviders() {
    return (
      <RemoteProviders>
        <Page />
      </RemoteProviders>
    );
  }
  WithProviders.displayName = `WithCheckoutProviders(${Page.displayName ?? Page.name})`;
  return WithProviders;
}
