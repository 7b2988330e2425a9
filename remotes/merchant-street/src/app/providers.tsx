import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MallIntlProvider } from '@mall/i18n';
import { streetMessages as messages } from '../lib/catalogue';
import { store as remoteStore, type AppStore } from './store';

/** What every page of this remote runs inside: its own messages and its own store (a test passes a fresh one). */
export function RemoteProviders({ children, store = remoteStore }: { children: ReactNode; store?: AppStore }) {
  return (
    <Provider store={store}>
      <MallIntlProvider messages={messages}>{children}</MallIntlProvider>
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
  WithProviders.displayName = `WithMerchantStreetProviders(${Page.displayName ?? Page.name})`;
  return WithProviders;
}
