// Test helpers for the remotes (import from '@mall/remote-kit/testing'; never from app code).
export { installFakeApi, ok, fail, page, type Answer, type FakeApi, type RecordedCall } from './fake-api';
