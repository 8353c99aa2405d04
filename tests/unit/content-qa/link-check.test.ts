/** links asking addresses, against local servers started here (the tests never use the internet). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkAddresses,
  isPlaceholderHost,
  type LinkResult,
} from '../../../packages/engine/tooling/content/authoring/link-check';
import { linkFindings } from '../../../packages/engine/tooling/content/authoring/link-report';
import { refusedOrigin, SLOW_MS, startHttpSite, startSelfSignedSite, type LocalSite } from './local-sites';

const FAST = { timeoutMs: 1_000, deadlineMs: 20_000, concurrency: 4 };
let site: LocalSite;
let secure: LocalSite;
let refused: string;

beforeAll(async () => {
  site = await startHttpSite();
  secure = await startSelfSignedSite();
  refused = await refusedOrigin();
});
afterAll(async () => {
  await site.close();
  await secure.close();
});

describe('checkAddress', () => {
  it.each<[string, LinkResult]>([
    ['/ok', { kind: 'ok', status: 200 }],
    ['/missing', { kind: 'status', status: 404 }],
    ['/broken', { kind: 'status', status: 500 }],
    ['/no-head', { kind: 'ok', status: 200 }],
    ['/moved-for-now', { kind: 'ok', status: 200 }],
    ['/loop', { kind: 'too-many-redirects' }],
  ])('reports %s as %j', async (path, expected) => {
    expect(await checkAddress(`${site.origin}${path}`, FAST)).toEqual(expected);
  });

  it('follows a permanent redirect and names the new address', async () => {
    expect(await checkAddress(`${site.origin}/moved`, FAST)).toEqual({ kind: 'ok', status: 200, movedTo: `${site.origin}/ok` });
  });

  it('asks with HEAD first and falls back to GET only when HEAD is refused', async () => {
    site.requests.length = 0;
    await checkAddress(`${site.origin}/ok`, FAST);
    await checkAddress(`${site.origin}/no-head`, FAST);
    expect(site.requests).toEqual(['HEAD /ok', 'HEAD /no-head', 'GET /no-head']);
  });

  it('gives up on a slow answer after the time limit for one request', async () => {
    const started = Date.now();
    expect(await checkAddress(`${site.origin}/slow`, { timeoutMs: 200 })).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });

  it('reports a refused connection as unreachable', async () => {
    expect(await checkAddress(`${refused}/ok`, FAST)).toEqual({ kind: 'unreachable', code: 'ECONNREFUSED' });
  });

  it('reports a certificate nobody trusts as a certificate problem', async () => {
    const result = await checkAddress(`${secure.origin}/ok`, FAST);
    expect(result.kind).toBe('certificate');
    expect(secure.requests).toEqual([]);
  });

  it('never asks demo addresses, which cannot exist', async () => {
    expect(await checkAddress('https://wifi.school.example/onboard', FAST)).toEqual({ kind: 'placeholder' });
    expect(isPlaceholderHost('www.example.com')).toBe(true);
    expect(isPlaceholderHost('www.example.edu.au')).toBe(false);
  });
});

describe('checkAddresses', () => {
  it('asks each address once, however often and however it is written', async () => {
    site.requests.length = 0;
    const results = await checkAddresses(
      [`${site.origin}/ok`, `${site.origin}/ok#top`, `${site.origin}/ok`, `${site.origin}/missing`],
      FAST,
    );
    expect([...results.keys()]).toEqual([`${site.origin}/ok`, `${site.origin}/missing`]);
    expect(site.requests.filter((r) => r.endsWith(' /ok'))).toEqual(['HEAD /ok']);
  });

  it('asks no more addresses at once than allowed', async () => {
    const fresh = await startHttpSite();
    try {
      const urls = Array.from({ length: 8 }, (_, i) => `${fresh.origin}/wait-${100 + i}`);
      const results = await checkAddresses(urls, { ...FAST, concurrency: 2 });
      expect([...results.values()].every((r) => r.kind === 'ok')).toBe(true);
      expect(fresh.mostAtOnce()).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('stops at the overall deadline and reports what it could not ask as not checked', async () => {
    const urls = [`${site.origin}/slow`, `${site.origin}/wait-1500`, `${site.origin}/ok?late`];
    const started = Date.now();
    const results = await checkAddresses(urls, { timeoutMs: 5_000, deadlineMs: 300, concurrency: 1 });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect([...results.values()]).toEqual([{ kind: 'not-checked' }, { kind: 'not-checked' }, { kind: 'not-checked' }]);
  });
});

describe('linkFindings', () => {
  it('reports a broken address at every line that uses it, with a hint', async () => {
    const url = `${site.origin}/missing`;
    const uses = [
      { url, file: 'content/guides/a/01-x.mdx', line: 4 },
      { url: `${url}#part`, file: 'content/settings.yaml', line: 12 },
      { url: `${site.origin}/ok`, file: 'content/settings.yaml', line: 13 },
    ];
    const findings = linkFindings(
      uses,
      await checkAddresses(
        uses.map((u) => u.url),
        FAST,
      ),
      FAST,
    );
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'content/guides/a/01-x.mdx',
        line: 4,
        message: `The address ${url} answered 404.`,
        hint: expect.stringContaining('The page is gone'),
      }),
      expect.objectContaining({ file: 'content/settings.yaml', line: 12, message: `The address ${url}#part answered 404.` }),
    ]);
  });

  it.each<[string, LinkResult, string, 'warning' | undefined]>([
    ['timed out', { kind: 'timeout' }, 'The address https://a.example.edu.au/x timed out (no answer within 1 s).', undefined],
    [
      'unreachable',
      { kind: 'unreachable', code: 'ECONNREFUSED' },
      'The address https://a.example.edu.au/x could not be reached (ECONNREFUSED).',
      undefined,
    ],
    [
      'certificate',
      { kind: 'certificate', code: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
      'The address https://a.example.edu.au/x has a certificate problem (DEPTH_ZERO_SELF_SIGNED_CERT).',
      undefined,
    ],
    [
      'moved',
      { kind: 'ok', status: 200, movedTo: 'https://b.example.edu.au/' },
      'The address https://a.example.edu.au/x has moved permanently to https://b.example.edu.au/.',
      'warning',
    ],
    ['refused robots', { kind: 'status', status: 403 }, 'The address https://a.example.edu.au/x answered 403.', 'warning'],
    [
      'out of time',
      { kind: 'not-checked' },
      'The address https://a.example.edu.au/x was not checked: the whole check ran out of time (20 s).',
      'warning',
    ],
  ])('words a %s address for the technician', (_, result, message, severity) => {
    const url = 'https://a.example.edu.au/x';
    const [finding] = linkFindings([{ url, file: 'f', line: 1 }], new Map([[url, result]]), FAST);
    expect(finding?.message).toBe(message);
    expect(finding?.severity).toBe(severity);
    expect(finding?.hint).not.toBe('');
  });

  it('says nothing about an address that works', () => {
    const url = 'https://a.example.edu.au/x';
    expect(linkFindings([{ url, file: 'f', line: 1 }], new Map([[url, { kind: 'ok', status: 200 }]]), FAST)).toEqual([]);
  });
});
