/**
 * The school's identity in the build, from school.yaml: its pictures served at fixed addresses under
 * /brand/ (the dev server answers them; a build writes them), its colours as a stylesheet over the
 * portal's tokens (`virtual:portal-theme.css`), its name and logo for the header and page titles
 * (`virtual:portal-site`, a few bytes of the first load), and its name, description and icon in the two
 * pages (index.html and redirect.html), written there as `{{portal.name}}` and the like.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { DEFAULT_DESCRIPTION, type SchoolConfig } from '../../../src/shared/content/schema/school.ts';
import type { BrandingPicture, BrandingPictures } from '../check/check-school.ts';
import { engineTokens } from '../check/check-colours.ts';
import type { LoadedContent } from '../check/load-content.ts';
import { schoolTokens, themeCss } from '../check/school-theme.ts';

export const SITE_MODULE = 'virtual:portal-site';
export const THEME_MODULE = 'virtual:portal-theme.css';

/** Where each picture is served, by its school.yaml field (the extension is the picture's own). */
const PICTURE_NAMES = { logo: 'logo', logoDark: 'logo-dark', icon: 'icon', maskableIcon: 'icon-maskable' } as const;

/** The portal's own icon, for a school.yaml that names none (public/images/). */
export const DEFAULT_ICON = '/images/portal-icon.svg';

/** The address a picture is served at. */
export function pictureAddress(field: keyof typeof PICTURE_NAMES, picture: BrandingPicture): string {
  return `/brand/${PICTURE_NAMES[field]}.${picture.format}`;
}

/** What the header and page titles need: the portal's name, and its logo at the header's height. */
export interface SiteIdentity {
  name: string;
  logo: { src: string; width: number; height: number } | null;
  logoDark: { src: string; width: number; height: number } | null;
}

/** Logos are drawn 40 pixels high in the header, as wide as their shape makes them. */
const LOGO_HEIGHT = 40;

function logoAt(field: 'logo' | 'logoDark', pictures: BrandingPictures): SiteIdentity['logo'] {
  const picture = pictures[field];
  if (!picture) return null;
  return {
    src: pictureAddress(field, picture),
    width: Math.round((LOGO_HEIGHT * picture.size.width) / picture.size.height),
    height: LOGO_HEIGHT,
  };
}

export function siteIdentity(school: SchoolConfig, pictures: BrandingPictures): SiteIdentity {
  return { name: school.portal.name, logo: logoAt('logo', pictures), logoDark: logoAt('logoDark', pictures) };
}

/** The address of the browser tab's icon (the school's, or the portal's own). */
export function iconAddress(pictures: BrandingPictures): { href: string; type: string } {
  const icon = pictures.icon;
  return icon
    ? { href: pictureAddress('icon', icon), type: icon.format === 'svg' ? 'image/svg+xml' : `image/${icon.format}` }
    : { href: DEFAULT_ICON, type: 'image/svg+xml' };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The engine's version, which the pages name (a school's IT office can tell which release is live). */
function engineVersion(): string {
  return (JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as { version: string })
    .version;
}

/** The two pages with the school's words and pictures in place of their `{{...}}` markers. */
export function brandedHtml(html: string, school: SchoolConfig, pictures: BrandingPictures): string {
  const identity = siteIdentity(school, pictures);
  const logo = identity.logo;
  const icon = iconAddress(pictures);
  const values: Record<string, string> = {
    'portal.name': school.portal.name,
    'portal.description': school.portal.description ?? DEFAULT_DESCRIPTION,
    'portal.icon': icon.href,
    'portal.iconType': icon.type,
    'engine.version': engineVersion(),
    // The bridge page shows the logo, or the name in its place.
    'portal.logo': logo
      ? `<img class="bridge-logo" src="${logo.src}" alt="${escapeHtml(school.portal.name)}" width="${logo.width}" height="${logo.height}" />`
      : `<p class="bridge-name">${escapeHtml(school.portal.name)}</p>`,
  };
  return html.replace(/\{\{((?:portal|engine)\.\w+)\}\}/g, (marker, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`The page has a marker the build does not know: ${marker}`);
    return key === 'portal.logo' ? value : escapeHtml(value);
  });
}

const CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp' };

/** `load` is the content plugin's one load of the content. */
export function branding(load: () => Promise<LoadedContent>): Plugin {
  const valid = async () => {
    const content = await load();
    return content.manifest ? { school: content.manifest.school, pictures: content.files.branding } : null;
  };
  return {
    name: 'portal:branding',
    resolveId(id) {
      return id === SITE_MODULE || id === THEME_MODULE ? `\0${id}` : null;
    },
    async load(id) {
      if (id !== `\0${SITE_MODULE}` && id !== `\0${THEME_MODULE}`) return null;
      // Invalid content fails in the content plugin's own modules, with every problem listed.
      const brand = await valid();
      if (id === `\0${THEME_MODULE}`) {
        const colours = brand?.school.portal.colours;
        return themeCss(colours ? schoolTokens(colours, engineTokens()) : null);
      }
      const identity = brand ? siteIdentity(brand.school, brand.pictures) : { name: '', logo: null, logoDark: null };
      return `export const site = ${JSON.stringify(identity)};`;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const brand = await valid();
        return brand ? brandedHtml(html, brand.school, brand.pictures) : html;
      },
    },
    configureServer(server) {
      server.middlewares.use('/brand', (async (req, res, next) => {
        const brand = await valid().catch(() => null);
        const name = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const found =
          brand &&
          Object.entries(brand.pictures).find(
            ([field, picture]) => pictureAddress(field as keyof typeof PICTURE_NAMES, picture!) === `/brand/${name}`,
          );
        if (!found) return next();
        const picture = found[1]!;
        res.setHeader('Content-Type', CONTENT_TYPES[picture.format] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(picture.file));
      }) as Connect.NextHandleFunction);
    },
    async generateBundle() {
      const brand = await valid();
      if (!brand) return;
      for (const [field, picture] of Object.entries(brand.pictures)) {
        this.emitFile({
          type: 'asset',
          fileName: pictureAddress(field as keyof typeof PICTURE_NAMES, picture!).slice(1),
          source: readFileSync(picture!.file),
        });
      }
    },
  };
}
