import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MallIntlProvider } from '@mall/i18n';
import { orderCenterMessages as messages } from './catalogue';
import { store } from './store';

/** What every page of this remote runs inside: its own messages and its own store. */
export function RemoteProviders({ children }: { children: ReactNode }) {
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
  WithProviders.displayName = `WithOrderCenterProviders(${Page.displayName ?? Page.name})`;
  return WithProviders;
}
