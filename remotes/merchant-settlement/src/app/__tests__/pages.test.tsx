import { join } from 'node:path';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';
import { pages } from '../../exposes/pages';
import {
  describeLangSource,
  expectTitleInEveryLanguage,
  installFakeApi,
  itMirrorsTheSession,
  itTranslatesEveryMessage,
  page,
  type Catalogues,
} from '@mall/remote-kit/testing';
import { CATEGORIES, TYPES } from '../../testing/fixtures';
import { routes } from '../routes';
import { store } from '../remote';

const catalogues: Catalogues = { en, 'zh-CN': zhCN, fr, th, lao };

describeLangSource({ src: join(__dirname, '..', '..'), prefix: 'merchantSettlement', catalogues, atLeast: 80 });

describe('merchantSettlement remote', () => {
  itTranslatesEveryMessage(catalogues);

  it.each(routes)('$path renders its translated title in every language', async ({ path, page: id }) => {
    const api = installFakeApi();
    api.on('GET /api/front/merchant/all/category/list', CATEGORIES);
    api.on('GET /api/front/merchant/all/type/list', TYPES);
    api.on('GET /api/front/merchant/settled/record', page([]));
    const Page = pages[id];
    await expectTitleInEveryLanguage(Page, path, catalogues);
  });

  itMirrorsTheSession(store);
});
