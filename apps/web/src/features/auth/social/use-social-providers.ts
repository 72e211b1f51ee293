import { useEffect, useState } from 'react';
import type { SocialProviderInfo } from '@talent/shared';
import { fetchSocialProviders } from './social-api';

/**
 * The providers this site is configured for, asked once per visit of the auth screen; empty while loading
 * or when the list cannot be had, so that no button is ever shown that would lead nowhere.
 */
export function useSocialProviders(): SocialProviderInfo[] {
  const [providers, setProviders] = useState<SocialProviderInfo[]>([]);
  useEffect(() => {
    let current = true;
    fetchSocialProviders().then(
      (list) => current && setProviders(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
