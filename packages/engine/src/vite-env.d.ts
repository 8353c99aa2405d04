/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_TENANT_ID?: string;
  readonly VITE_CLIENT_ID?: string;
}
