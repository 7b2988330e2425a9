import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../../components/loading-state';

/** A page the host renders itself (lazily loaded), with the loading state while its code arrives. */
export function HostPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
