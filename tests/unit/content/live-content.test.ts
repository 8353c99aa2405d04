/**
 * The dev server's live content, driven as Vite drives it (hotUpdate and watcher events), on a real copy
 * of the valid fixture whose files are renamed and deleted while the check is reading them.
 */
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HotPayload } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveContent } from '../../../packages/engine/tooling/content/plugin/live-content';
import { loadContent, type LoadedContent } from '../../../packages/engine/tooling/content/check/load-content';
import { VALID_FIXTURE } from './load-fixture';

// Lets a test change the tree right after the check lists a folder, before it reads the files.
const hooks = vi.hoisted(() => ({ afterListing: null as ((dir: string) => void) | null }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const readdirSync = ((...args: Parameters<typeof real.readdirSync>) => {
    const listed = real.readdirSync(...args);
    hooks.afterListing?.(String(args[0]));
    return listed;
  }) as typeof real.readdirSync;
  return { ...real, default: { ...real, readdirSync }, readdirSync };
});

let dir: string;
let basics: string;
beforeEach(() => {
  dir = fs.mkdtempSync(join(tmpdir(), 'portal-live-content-'));
  fs.cpSync(VALID_FIXTURE, dir, { recursive: true });
  basics = join(dir, 'guides/basics');
});
afterEach(() => {
  hooks.afterListing = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Live content over `dir` with a fake server that records what the browser and the terminal get. */
function live(check: () => Promise<LoadedContent> = () => loadContent(dir, { displayRoot: dir })) {
  const sent: HotPayload[] = [];
  const errors: string[] = [];
  const infos: string[] = [];
  const checks: LoadedContent[] = [];
  const content = liveContent({
    displayRoot: dir,
    plugin: 'portal:content',
    contentDir: dir,
    isStepFile: (file) => file.endsWith('.mdx'),
    delayMs: 20,
    check: async () => {
      const result = await check();
      checks.push(result);
      return result;
    },
    server: {
      logger: { info: (msg) => void infos.push(msg), error: (msg) => void errors.push(msg) },
      send: (payload) => void sent.push(payload),
      invalidateContentModules: vi.fn(),
    },
  });
  return { content, sent, errors, infos, checks };
}
const read = (file: string) => () => fs.readFileSync(file, 'utf8');
/** Renames as `mv` does, and tells live content what the watcher would. */
function rename(content: ReturnType<typeof live>['content'], from: string, to: string) {
  fs.renameSync(from, to);
  void content.fileChanged(from, 'delete', read(from));
  void content.fileChanged(to, 'create', read(to));
}

describe('loadContent while files vanish', () => {
  it('does not throw when a step file is renamed between listing its folder and reading it', async () => {
    hooks.afterListing = (listed) => {
      if (listed !== basics) return;
      hooks.afterListing = null;
      fs.renameSync(join(basics, '02-windows.mdx'), join(basics, '02-win.mdx'));
    };
    const { manifest, problems } = await loadContent(dir);
    expect(problems).toEqual([]);
    // The file it listed is gone, and the new name was not listed: this check saw neither.
    expect(manifest?.guides.find((g) => g.id === 'basics')?.steps.map((s) => s.file)).toEqual([
      '01-start.mdx',
      '03-staff.mdx',
      '04-finish.mdx',
    ]);
  });

  it.each([
    ['listing the guides and reading them', () => join(dir, 'guides'), 'The sequence names "info", but there is no guide with that id.'],
    ['reading its guide.yaml and listing its steps', () => basics, 'The guide "info" has no step files.'],
  ])('does not throw when a guide folder is deleted between %s', async (_when, trigger, expected) => {
    hooks.afterListing = (listed) => {
      if (listed !== trigger()) return;
      hooks.afterListing = null;
      fs.rmSync(join(dir, 'guides/info'), { recursive: true });
    };
    const { problems } = await loadContent(dir);
    // What this check saw is reported as the check reports it; the edit's own event checks again.
    expect(problems.map((p) => p.message)).toContain(expected);
  });

  it('does not throw when a step file name is a folder', async () => {
    fs.mkdirSync(join(basics, '05-more.mdx'));
    const { problems } = await loadContent(dir);
    expect(problems.map((p) => p.message)).toEqual(['"05-more.mdx/" is not a step file name.']);
  });
});

describe('liveContent', () => {
  it('checks once the renames pause, discarding the check they overtook, and reloads once', async () => {
    const { content, sent, errors, infos, checks } = live();
    // The technician renumbers while the first check is reading the guide.
    hooks.afterListing = (listed) => {
      if (listed !== basics) return;
      hooks.afterListing = null;
      for (const [old, now] of [
        ['04-finish', '05-finish'],
        ['03-staff', '04-staff'],
        ['02-windows', '03-windows'],
      ]) {
        rename(content, join(basics, `${old}.mdx`), join(basics, `${now}.mdx`));
      }
      fs.writeFileSync(join(basics, '02-cable.mdx'), '---\ntitle: Check the cable\n---\nPlug it in.\n');
      void content.fileChanged(join(basics, '02-cable.mdx'), 'create', read(join(basics, '02-cable.mdx')));
    };
    const answer = content.fileChanged(join(dir, 'settings.yaml'), 'update', read(join(dir, 'settings.yaml')));
    expect(await answer).toBe('handled');
    await content.idle();
    expect(checks).toHaveLength(2);
    expect(checks[1]?.manifest?.guides.find((g) => g.id === 'basics')?.steps.map((s) => s.file)).toEqual([
      '01-start.mdx',
      '02-cable.mdx',
      '03-windows.mdx',
      '04-staff.mdx',
      '05-finish.mdx',
    ]);
    expect(sent).toEqual([{ type: 'full-reload', path: '*' }]);
    expect(errors).toEqual([]);
    expect(infos).toEqual(['content: 4 added, 3 removed, 1 changed in content']);
  });

  it('names the folder a burst happened in', async () => {
    const { content, infos } = live();
    for (const [old, now] of [
      ['03-staff', '05-staff'],
      ['04-finish', '06-finish'],
    ])
      rename(content, join(basics, `${old}.mdx`), join(basics, `${now}.mdx`));
    await content.idle();
    expect(infos).toEqual([]);
    for (const [old, now] of [
      ['05-staff', '03-staff'],
      ['06-finish', '04-finish'],
    ])
      rename(content, join(basics, `${old}.mdx`), join(basics, `${now}.mdx`));
    await content.idle();
    expect(infos).toEqual(['content: 2 added, 2 removed in guides/basics; no problems now, reloading']);
  });

  it('survives a step file that vanishes before its change is read', async () => {
    const { content, sent } = live();
    const step = join(basics, '02-windows.mdx');
    content.compiled(step, 'title: Windows only\nplatforms: [windows]');
    fs.unlinkSync(step);
    expect(await content.fileChanged(step, 'update', read(step))).toBe('handled');
    await content.idle();
    expect(sent).toEqual([expect.objectContaining({ type: 'error' })]);
  });

  it('lets Fast Refresh apply a valid body-only edit, and shows the overlay for a bad one', async () => {
    const { content, sent } = live();
    const step = join(basics, '03-staff.mdx');
    const text = fs.readFileSync(step, 'utf8');
    content.compiled(step, 'title: Staff only\nroles: Staff');
    fs.writeFileSync(step, text.replace('Staff see this.', 'Staff see this too.'));
    expect(await content.fileChanged(step, 'update', read(step))).toBe('hot');
    expect(sent).toEqual([]);

    fs.writeFileSync(step, text.replace('type="tip"', 'type="hint"'));
    expect(await content.fileChanged(step, 'update', read(step))).toBe('handled');
    expect(sent).toEqual([
      {
        type: 'error',
        err: expect.objectContaining({
          message: expect.stringContaining('guides/basics/03-staff.mdx:5: <Callout> type="hint" is not one of'),
          loc: { file: step, line: 5, column: 1 },
        }),
      },
    ]);

    // Fixed: a reload, which clears the overlay and shows every edit made meanwhile.
    fs.writeFileSync(step, text);
    expect(await content.fileChanged(step, 'update', read(step))).toBe('handled');
    expect(sent.at(-1)).toEqual({ type: 'full-reload', path: '*' });
  });

  it('reloads for a body edit that uses a picture the guide did not use before', async () => {
    const { content, sent } = live();
    content.start();
    await content.idle();
    const step = join(basics, '03-staff.mdx');
    content.compiled(step, 'title: Staff only\nroles: Staff');
    fs.writeFileSync(join(basics, 'images/staff.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
    fs.appendFileSync(step, '\n![Staff room](./images/staff.svg)\n');
    expect(await content.fileChanged(step, 'update', read(step))).toBe('handled');
    expect(sent).toEqual([{ type: 'full-reload', path: '*' }]);
  });

  it('prints the problems found at start, and sends nothing', async () => {
    fs.unlinkSync(join(basics, '02-windows.mdx'));
    const { content, sent, errors } = live();
    content.start();
    await content.idle();
    expect(errors.join('\n')).toContain('Step numbers have a gap: expected 02 but found 03-staff.mdx.');
    expect(sent).toEqual([]);
  });

  it('logs an unexpected failure once, however many edits hit it, and never throws', async () => {
    const { content, errors, sent } = live(async () => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    });
    for (let i = 0; i < 3; i++) {
      content.folderChanged(join(dir, 'guides/new'), 'addDir');
      await content.idle();
    }
    expect(await content.fileChanged(join(basics, '01-start.mdx'), 'create', read(join(basics, '01-start.mdx')))).toBe('handled');
    await content.idle();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('EACCES: permission denied');
    expect(sent).toEqual([]);
  });
});
