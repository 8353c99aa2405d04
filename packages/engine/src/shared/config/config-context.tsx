import { createContext, useContext } from 'react';
import type { PortalConfig } from './env';

export const ConfigContext = createContext<PortalConfig | null>(null);

export function useConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigContext.Provider>');
  return config;
}
