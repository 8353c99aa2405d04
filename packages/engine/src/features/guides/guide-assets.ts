import { createContext, useContext } from 'react';

/** The images of the guide being shown, by the src written in its MDX (`./images/x.svg`). */
export const GuideAssetsContext = createContext<Record<string, string>>({});

export function useGuideImage(src: string): string | undefined {
  return useContext(GuideAssetsContext)[src];
}
