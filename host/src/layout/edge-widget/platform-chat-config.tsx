import { useEffect } from 'react';
import { writePlatformChatConfig } from './chat-config';
import { useHomeData } from '../../site-data/use-home-data';

/**
 * Copies the platform's customer-service settings from the home data into cookie `merPlatChatConfig`, which the chat
 * buttons read, as soon as the home data is here (on every page, whether or not the footer has loaded yet).
 */
export function PlatformChatConfig() {
  const home = useHomeData();
  useEffect(() => {
    if (home) writePlatformChatConfig(home);
  }, [home]);
  return null;
}
