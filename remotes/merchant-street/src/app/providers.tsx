import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MallIntlProvider, type LocaleMessages } from '@mall/i18n';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import lao from '../../lang/lao.json';
import th from '../../lang/th.json';
import zhCN from '../../lang/zh-CN.json';
import { store as remoteStore, type AppStore } from './store';

const messages: LocaleMessages = { en, 'zh-CN': zhCN, fr, th, lao };

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
