/** One step of the WiFi guide, compiled from its MDX file by the reference build (scripts/bench/reference-build.ts). */
declare module 'virtual:reference-step' {
  import type { ComponentType } from 'react';

  /** The step's body. */
  const Step: ComponentType;
  export default Step;
  /** The step's title, from its front-matter. */
  export const title: string;
}
