import { createBus, type MallBus } from './bus';

// Symbol.for is shared by every copy of this module, so a bus bundled twice (or loaded by two remotes
// before the federation share scope settles) still resolves to one instance per page.
const BUS_KEY = Symbol.for('@mall/event-bus');

type BusGlobal = typeof globalThis & { [BUS_KEY]?: MallBus };

const holder = globalThis as BusGlobal;

export const bus: MallBus = holder[BUS_KEY] ?? (holder[BUS_KEY] = createBus());
