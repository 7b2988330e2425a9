import { defineCatalogue, type Messages } from '@mall/i18n';
import appEn from '../lang/en.json';
import layoutEn from '../layout/lang/en.json';

type Part = Promise<{ default: Messages }>;
const joined = (...parts: Part[]) =>
  Promise.all(parts).then((modules) => ({ default: Object.assign({}, ...modules.map((m) => m.default)) as Messages }));

/**
 * The shell's own catalogue: the app shell and the layout (the login dialog brings its own). English ships with
 * the shell; each other language is one chunk loaded the first time it is needed.
 */
export const hostMessages = defineCatalogue(
  { ...appEn, ...layoutEn },
  {
    'zh-CN': () =>
      joined(
        import(/* webpackChunkName: "host-lang-zh-CN" */ '../lang/zh-CN.json'),
        import(/* webpackChunkName: "host-lang-zh-CN" */ '../layout/lang/zh-CN.json'),
      ),
    fr: () =>
      joined(
        import(/* webpackChunkName: "host-lang-fr" */ '../lang/fr.json'),
        import(/* webpackChunkName: "host-lang-fr" */ '../layout/lang/fr.json'),
      ),
    th: () =>
      joined(
        import(/* webpackChunkName: "host-lang-th" */ '../lang/th.json'),
        import(/* webpackChunkName: "host-lang-th" */ '../layout/lang/th.json'),
      ),
    lao: () =>
      joined(
        import(/* webpackChunkName: "host-lang-lao" */ '../lang/lao.json'),
        import(/* webpackChunkName: "host-lang-lao" */ '../layout/lang/lao.json'),
      ),
  },
);
