/**
 * `npm start` as a technician uses it: the real Vite dev server with the content plugin, on a copy of the
 * valid fixture, while files are edited, renamed and deleted. What the browser would get is read from the
 * client's hot channel.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type ErrorPayload, type HotPayload, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { content } from '../../../packages/engine/tooling/content/plugin/plugin';
import { listGuideFiles } from '../../../packages/engine/tooling/content/check/read-content';
import { planRenumber } from '../../../packages/engine/tooling/content/authoring/renumber';
import { applyRenames } from '../../../packages/engine/tooling/content/authoring/renumber-files';
import { VALID_FIXTURE } from './load-fixture';

const dir = mkdtempSync(join(tmpdir(), 'portal-dev-server-'));
const basics = join(dir, 'guides/basics');
const sent: HotPayload[] = [];
const logged: string[] = [];
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);
let server: ViteDevServer;

const logger: Logger = {
  info: (msg) => logged.push(msg),
  warn: (msg) => logged.push(msg),
  warnOnce: (msg) => logged.push(msg),
  error: (msg) => logged.push(msg),
  clearScreen: () => undefined,
  hasErrorLogged: () => false,
  hasWarned: false,
};

/** What the browser was sent since `from`, once `done` holds for it. */
async function sentAfter(from: number, done: (payloads: HotPayload[]) => boolean): Promise<HotPayload[]> {
  await vi.waitFor(() => expect(done(sent.slice(from))).toBe(true), { timeout: 20_000, interval: 50 });
  return sent.slice(from);
}
const errorsIn = (payloads: HotPayload[]) => payloads.filter((p): p is ErrorPayload => p.type === 'error');
const reloadsIn = (payloads: HotPayload[]) => payloads.filter((p) => p.type === 'full-reload');
const updatesIn = (payloads: HotPayload[]) => payloads.filter((p) => p.type === 'update');
const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));
/** The browser has loaded a step: its module is compiled and in the module graph. */
const open = (file: string) => server.environments.client.transformRequest(`/@fs${file}`);
/** Quiet for a while: the burst's check has settled and nothing else is coming. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  cpSync(VALID_FIXTURE, dir, { recursive: true });
  vi.stubEnv('PORTAL_CONTENT_DIR', dir);
  server = await createServer({
    configFile: false,
    root: process.cwd(),
    customLogger: logger,
    plugins: [content(), react({ include: /\.(mdx|tsx|ts)$/ })],
    resolve: { dedupe: ['react', 'react-dom'] },
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { ws: false, watch: {} },
  });
  // Not vi.spyOn: the config restores spies before each test.
  const hot = server.environments.client.hot;
  const send = hot.send.bind(hot) as (payload: HotPayload) => void;
  hot.send = ((payload: HotPayload) => {
    sent.push(payload);
    send(payload);
  }) as typeof hot.send;
  // The watcher is ready once it reports an edit.
  const probe = join(dir, 'icons/probe.svg');
  await vi.waitFor(
    () => {
      writeFileSync(probe, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" id="p${Date.now()}"/>`);
      expect(reloadsIn(sent)).not.toHaveLength(0);
    },
    { timeout: 20_000, interval: 400 },
  );
  unlinkSync(probe);
  await settle();
}, 60_000);

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start while content is edited', () => {
  it('hot-updates a step in place when only its body changed and it is valid', async () => {
    const step = join(basics, '03-staff.mdx');
    await open(step);
    const from = sent.length;
    edit(step, (t) => t.replace('Staff see this.', 'Staff see this, and more.'));
    const payloads = await sentAfter(from, (p) => updatesIn(p).length > 0);
    await settle();
    expect(updatesIn(sent.slice(from))[0]).toMatchObject({
      updates: [expect.objectContaining({ path: expect.stringContaining('03-staff.mdx') })],
    });
    expect(errorsIn(payloads)).toEqual([]);
    expect(reloadsIn(sent.slice(from))).toEqual([]);
  }, 30_000);

  it('shows a bad kit prop in a body as the overlay, with the content check message, and clears it once fixed', async () => {
    const step = join(basics, '03-staff.mdx');
    await open(step);
    let from = sent.length;
    edit(step, (t) => t.replace('type="tip"', 'type="hint"'));
    const [error] = errorsIn(await sentAfter(from, (p) => errorsIn(p).length > 0));
    expect(error?.err.message).toContain(
      'guides/basics/03-staff.mdx:5: <Callout> type="hint" is not one of: note, tip, warning, important.\n  hint: ',
    );
    expect(error?.err.message).toContain('1 problem in the content.');
    expect(error?.err).toMatchObject({ plugin: 'portal:content', loc: { file: step, line: 5, column: 1 } });
    expect(error?.err.frame).toContain('5 | <Callout type="hint" title="For staff">Staff see this, and more.</Callout>\n  | ^\n');
    // The broken step is not hot-updated underneath the overlay.
    expect(updatesIn(sent.slice(from))).toEqual([]);
    expect(logged.join('\n')).toContain('03-staff.mdx:5: <Callout> type="hint" is not one of');

    from = sent.length;
    edit(step, (t) => t.replace('type="hint"', 'type="tip"'));
    const payloads = await sentAfter(from, (p) => reloadsIn(p).length > 0);
    expect(errorsIn(payloads)).toEqual([]);
  }, 30_000);

  it.each([
    ['a broken link', (t: string) => t.replace('(/info)', '(/nowhere)'), /01-start\.mdx:4: The link to "\/nowhere"/],
    [
      'an MDX syntax error',
      (t: string) => `${t}\n<Callout type="tip">never closed\n`,
      /01-start\.mdx:\d+: <Callout> on line \d+ is not closed/,
    ],
    [
      'a front-matter mistake',
      (t: string) => t.replace('title: Start here', 'title: Start here\ncolour: red'),
      /01-start\.mdx:3: Unknown field "colour"/,
    ],
  ])(
    'shows %s in a step the same way',
    async (_what, change, message) => {
      const step = join(basics, '01-start.mdx');
      const before = readFileSync(step, 'utf8');
      await open(step);
      let from = sent.length;
      writeFileSync(step, change(before));
      const [error] = errorsIn(await sentAfter(from, (p) => errorsIn(p).length > 0));
      expect(error?.err.message).toMatch(message);
      from = sent.length;
      writeFileSync(step, before);
      expect(errorsIn(await sentAfter(from, (p) => reloadsIn(p).length > 0))).toEqual([]);
    },
    30_000,
  );

  it('survives a burst of renames and deletes, and checks once when it pauses', async () => {
    const from = sent.length;
    // Renumber by hand, backwards, as a technician making room for a new step 02 would ...
    for (const [old, now] of [
      ['04-finish', '05-finish'],
      ['03-staff', '04-staff'],
      ['02-windows', '03-windows'],
    ]) {
      renameSync(join(basics, `${old}.mdx`), join(basics, `${now}.mdx`));
    }
    writeFileSync(join(basics, '02-new-step.mdx'), '---\ntitle: New\n---\nNew.\n');
    // ... while a whole guide is deleted and another renamed.
    rmSync(join(dir, 'guides/switcher'), { recursive: true });
    renameSync(join(dir, 'guides/licensed'), join(dir, 'guides/licensed-2'));
    renameSync(join(dir, 'guides/licensed-2'), join(dir, 'guides/licensed'));
    await settle();
    const payloads = await sentAfter(from, (p) => reloadsIn(p).length + errorsIn(p).length > 0);
    expect(errorsIn(payloads)).toEqual([]);
    expect(reloadsIn(payloads)).toHaveLength(1);
    expect(crashes).toEqual([]);
  }, 30_000);

  it('reports a gap left by a delete, hints the renumber command, and reloads once it has run', async () => {
    let from = sent.length;
    unlinkSync(join(basics, '02-new-step.mdx'));
    const [error] = errorsIn(await sentAfter(from, (p) => errorsIn(p).length > 0));
    expect(error?.err.message).toContain('03-windows.mdx:1: Step numbers have a gap: expected 02 but found 03-windows.mdx.');
    expect(error?.err.message).toContain('hint: Run `npm run renumber basics`');
    from = sent.length;
    // What `npm run renumber basics` does: every file to a temporary name, then to its new name.
    const plan = planRenumber(listGuideFiles(basics), null);
    if (!plan.ok) throw new Error(plan.problem);
    applyRenames(basics, plan.renames);
    expect(plan.order).toEqual(['01-start.mdx', '02-windows.mdx', '03-staff.mdx', '04-finish.mdx']);
    await settle();
    const payloads = await sentAfter(from, (p) => reloadsIn(p).length > 0);
    expect(errorsIn(payloads)).toEqual([]);
    expect(crashes).toEqual([]);
  }, 30_000);
});
