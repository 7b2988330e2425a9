// Evaluated before the locale and time-zone data modules of intl-lo.ts (imports run in order): those modules hand
// their data to `Intl.DateTimeFormat.__addLocaleData`, `__addTZData` and `Intl.NumberFormat.__addLocaleData`, which the
// browser's own constructors lack. For that moment they point at the formatjs implementations; intl-lo.ts removes them.
import { DateTimeFormat } from '@formatjs/intl-datetimeformat';
import { NumberFormat } from '@formatjs/intl-numberformat';

type DataHooks = { __addLocaleData?: (...data: unknown[]) => void; __addTZData?: (data: unknown) => void };

const nativeDateTime = Intl.DateTimeFormat as unknown as DataHooks;
const nativeNumber = Intl.NumberFormat as unknown as DataHooks;
nativeDateTime.__addLocaleData = (...data) => (DateTimeFormat as unknown as Required<DataHooks>).__addLocaleData(...data);
nativeDateTime.__addTZData = (data) => (DateTimeFormat as unknown as Required<DataHooks>).__addTZData(data);
nativeNumber.__addLocaleData = (...data) => (NumberFormat as unknown as Required<DataHooks>).__addLocaleData(...data);

export function removeDataHooks(): void {
  delete nativeDateTime.__addLocaleData;
  delete nativeDateTime.__addTZData;
  delete nativeNumber.__addLocaleData;
}
