import { describe, expect, it } from 'vitest';
import { BUDGETS, evaluateBudgets, type ContentSizes } from '../../../packages/engine/tooling/budgets/budgets';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES } from '../../../packages/engine/src/shared/content/schema/image-rules';
import { htmlClassicScripts, htmlScripts, staticClosure, type BuildSizes } from '../../../packages/engine/tooling/budgets/build-sizes';

const js = (file: string, gzip: number) => ({ file, bytes: gzip * 3, gzip });
// Two guides of 4 steps whose compiled steps come to 4 kB each (5 kB each allowed), 8 steps in all: the
// search index may be 12 kB and the content's details 6.2 kB (src/shared/content/schema/size-limits.ts).
const content: ContentSizes = {
  guides: new Map([
    ['wifi', [1_000, 1_000, 1_000, 1_000]],
    ['hello', [500, 1_500, 1_000, 1_000]],
  ]),
};
const within: BuildSizes = {
  homeFirstLoad: [js('assets/main-a.js', 170_000), js('assets/vendor-b.js', 4_000)],
  guides: [
    { id: 'wifi', chunk: js('assets/wifi-c.js', 5_000) },
    { id: 'hello', chunk: js('assets/hello-e.js', 4_000) },
  ],
  redirect: [js('assets/redirect-d.js', 12_000)],
  searchIndex: js('assets/_virtual_portal-search-g.js', 12_000),
  details: js('assets/_virtual_portal-details-h.js', 6_200),
  images: [{ path: 'content/guides/wifi/images/a.svg', bytes: 150_000, format: 'svg' }],
};
const failures = (sizes: Partial<BuildSizes>, sizesOfContent = content) =>
  evaluateBudgets({ ...within, ...sizes }, sizesOfContent)
    .filter((r) => !r.ok)
    .map((r) => r.message);

describe('performance budgets', () => {
  it('passes a build exactly at every limit', () => {
    expect(failures({})).toEqual([]);
  });

  it('fails a guide the content has that got no chunk of its own', () => {
    const messages = failures({ guides: [{ id: 'wifi', chunk: js('assets/wifi-c.js', 5_000) }] });
    expect(messages).toEqual([
      'The hello guide has no chunk of its own, so its budget cannot be checked (is it imported statically somewhere?).',
    ]);
  });

  it.each<[string, Partial<BuildSizes>, string[]]>([
    [
      'home first load over',
      { homeFirstLoad: [js('assets/main-a.js', 172_000), js('assets/vendor-b.js', 8_001)] },
      [
        'First-load JS of the home route is 180.0 kB gzip, over its 180.0 kB budget by 1 byte (assets/main-a.js 172.0 kB, assets/vendor-b.js 8.0 kB).',
      ],
    ],
    [
      'no home JS found',
      { homeFirstLoad: [] },
      ['First-load JS of the home route: the build has no JS for it, so its budget cannot be checked.'],
    ],
    [
      'one guide over what its steps allow',
      {
        guides: [
          { id: 'wifi', chunk: js('assets/wifi-c.js', 4_000) },
          { id: 'hello', chunk: js('assets/hello-e.js', 6_200) },
        ],
      },
      ["The hello guide's own chunk is 6.2 kB gzip, over the 5.0 kB its 4 steps allow by 1,200 bytes (assets/hello-e.js 6.2 kB)."],
    ],
    [
      'no guides found',
      { guides: [] },
      [
        'The wifi guide has no chunk of its own, so its budget cannot be checked (is it imported statically somewhere?).',
        'The hello guide has no chunk of its own, so its budget cannot be checked (is it imported statically somewhere?).',
        'The build has no guide chunks, so their budget cannot be checked.',
      ],
    ],
    [
      'redirect bridge over',
      { redirect: [js('assets/redirect-d.js', 3_000), js('assets/Configuration-f.js', 22_000)] },
      [
        "The redirect-bridge page's JS is 25.0 kB gzip, over its 12.0 kB budget by 13,000 bytes (assets/Configuration-f.js 22.0 kB, assets/redirect-d.js 3.0 kB).",
      ],
    ],
    [
      'search index over what the steps allow',
      { searchIndex: js('assets/_virtual_portal-search-g.js', 12_400) },
      [
        "The search index is 12.4 kB gzip, over the 12.0 kB the content's 8 steps allow by 400 bytes (assets/_virtual_portal-search-g.js 12.4 kB).",
      ],
    ],
    ['search index missing', { searchIndex: null }, ['The search index: the build has no JS for it, so its budget cannot be checked.']],
    [
      "content's details over",
      { details: js('assets/_virtual_portal-details-h.js', 6_300) },
      [
        "The content's details (settings, guides, steps) is 6.3 kB gzip, over the 6.2 kB the content's 2 guides and 8 steps allow by 100 bytes (assets/_virtual_portal-details-h.js 6.3 kB).",
      ],
    ],
    [
      'image too big',
      { images: [{ path: 'content/guides/a/images/big.webp', bytes: 180_500, format: 'webp' }] },
      ['The image content/guides/a/images/big.webp is 180.5 kB, over the 150.0 kB limit.'],
    ],
    [
      'image in an old format',
      { images: [{ path: 'content/guides/a/images/photo.PNG', bytes: 20_000, format: 'png' }] },
      ['The image content/guides/a/images/photo.PNG is PNG, which the portal does not serve (it serves SVG, WebP or AVIF).'],
    ],
    [
      'image big and old',
      {
        images: [
          { path: 'content/icons/x.jpg', bytes: 200_000, format: 'jpg' },
          { path: 'content/icons/y.avif', bytes: 1_000, format: 'avif' },
        ],
      },
      [
        'The image content/icons/x.jpg is JPEG, which the portal does not serve (it serves SVG, WebP or AVIF) and is 200.0 kB, over the 150.0 kB limit.',
      ],
    ],
    [
      'image is a PNG renamed .svg',
      { images: [{ path: 'content/icons/wifi.svg', bytes: 2_000, format: 'png' }] },
      [
        'The image content/icons/wifi.svg is really PNG, though its name says SVG, and the portal does not serve PNG (it serves SVG, WebP or AVIF).',
      ],
    ],
  ])('fails when the %s', (_name, sizes, messages) => {
    expect(failures(sizes)).toEqual(messages);
  });

  it('holds the code to fixed budgets, whatever the content', () => {
    expect(BUDGETS).toEqual({ homeFirstLoadGzip: 180_000, redirectGzip: 12_000 });
  });

  it('lets what grows with the content grow with its steps', () => {
    const twice: ContentSizes = { guides: new Map([...content.guides].map(([id, sizes]) => [id, [...sizes, ...sizes]])) };
    const bigger = {
      searchIndex: js('assets/_virtual_portal-search-g.js', 16_000),
      guides: [
        { id: 'wifi', chunk: js('assets/wifi-c.js', 9_000) },
        { id: 'hello', chunk: js('assets/hello-e.js', 9_000) },
      ],
    };
    expect(failures(bigger, content)).toHaveLength(3);
    expect(failures(bigger, twice)).toEqual([]);
  });

  it("judges images by the content check's image rules: 150 kB, SVG, WebP or AVIF", () => {
    expect([IMAGE_MAX_BYTES, IMAGE_FORMATS]).toEqual([150_000, ['svg', 'webp', 'avif']]);
    const formats = ['svg', 'webp', 'avif'].map((format) => ({ path: `content/icons/a.${format}`, bytes: IMAGE_MAX_BYTES, format }));
    expect(evaluateBudgets({ ...within, images: formats }, content).filter((r) => !r.ok)).toEqual([]);
  });
});

describe('reading the build', () => {
  const manifest = {
    'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_shared.js', '_vendor.js'], css: ['assets/main.css'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'virtual:portal-guide/wifi': { file: 'assets/wifi.js', isDynamicEntry: true, imports: ['index.html'] },
  };

  it('follows static imports once each, from the entry', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual(['assets/main.js', 'assets/shared.js', 'assets/vendor.js']);
    expect(staticClosure(manifest, 'virtual:portal-guide/wifi')).toEqual([
      'assets/wifi.js',
      'assets/main.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('names a missing manifest entry', () => {
    expect(() => staticClosure(manifest, 'redirect.html')).toThrow('The build manifest has no entry "redirect.html".');
  });

  it("lists an HTML page's module scripts and modulepreloads, not its styles or icons", () => {
    const html = `<link rel="icon" href="/images/favicon.svg" /><script type="module" crossorigin src="/assets/main.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor.js"><link rel="stylesheet" href="/assets/main.css">`;
    expect(htmlScripts(html)).toEqual(['assets/main.js', 'assets/vendor.js']);
  });

  it('counts a classic script the page loads (the route preload script) as first-load JS, not module scripts or inline ones', () => {
    const html = `<script src="/assets/route-preload.js"></script><script type="module" crossorigin src="/assets/main.js"></script>
      <script>document.documentElement.className = 'js'</script><link rel="modulepreload" href="/assets/vendor.js">`;
    expect(htmlClassicScripts(html)).toEqual(['assets/route-preload.js']);
  });
});
