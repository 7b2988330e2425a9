import { join } from 'node:path';
import { describeLangSource } from '@mall/remote-kit/testing';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';

describeLangSource({ src: join(__dirname, '..', '..'), prefix: 'checkout', catalogues: { en, 'zh-CN': zhCN, fr, th, lao }, atLeast: 100 });
