import { createTranslator } from '@mall/remote-kit';
import { streetMessages } from './catalogue';

/** A merchant-street message in the shopper's current language, outside React (toasts published by sagas). */
export const translate = createTranslator(streetMessages);
