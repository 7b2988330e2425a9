import { expectTitleInEveryLanguage, itMirrorsTheSession, itTranslatesEveryMessage, type Catalogues } from '@mall/remote-kit/testing';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';
import { pages } from '../../exposes/pages';
import { routes } from '../routes';
import { store } from '../remote';

const catalogues: Catalogues = { en, 'zh-CN': zhCN, fr, th, lao };

describe('checkout remote', () => {
  itTranslatesEveryMessage(catalogues);

  it.each(routes)('$path renders its translated title in every language', async ({ path, page }) => {
    const Page = pages[page];
    await expectTitleInEveryLanguage(Page, path, catalogues);
  });

  itMirrorsTheSession(store);
});
