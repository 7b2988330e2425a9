import { createTranslator } from '@mall/remote-kit';
import { catalogMessages } from './catalogue';

/** A catalog message in the shopper's current language, outside React (toasts published by sagas). */
export const translate = createTranslator(catalogMessages);
