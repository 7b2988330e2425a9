export {
  STATE_EVENTS,
  isMallEventType,
  isStateEvent,
  type MallEventType,
  type MallEvents,
  type MallUser,
  type StateEventType,
  type ToastKind,
} from './events';
export { createBus, type BusHandler, type CreateBusOptions, type MallBus, type SubscribeOptions } from './bus';
export type { BusHost, ChannelLike } from './cross-tab';
export { bus } from './singleton';
export { useBusValue } from './react';
