import { useEffect, useState } from 'react';
import type { LoginMethodResponse } from '@mall/contract';
import { getLoginMethodInfo, getLoginPic } from '../api/login-config';

export interface LoginConfig {
  /** The picture beside the form (loginLeftImage); empty until known. */
  picture: string;
  /** Which sign-in methods the server has switched on; null until known or when the call failed. */
  methods: LoginMethodResponse | null;
}

/**
 * Loads the login picture and the sign-in method switches each time the dialog opens. Both calls are
 * silent: without them the dialog still works (no picture, no social icons, no guest link).
 */
export function useLoginConfig(open: boolean): LoginConfig {
  const [config, setConfig] = useState<LoginConfig>({ picture: '', methods: null });

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    const options = { silent: true, signal: controller.signal };
    getLoginPic(options)
      .then(({ loginLeftImage }) => setConfig((current) => ({ ...current, picture: loginLeftImage ?? '' })))
      .catch(() => undefined);
    getLoginMethodInfo(options)
      .then((methods) => setConfig((current) => ({ ...current, methods })))
      .catch(() => undefined);
    return () => controller.abort();
  }, [open]);

  return config;
}
