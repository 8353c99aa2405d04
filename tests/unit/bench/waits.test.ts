import { describe, expect, it } from 'vitest';
import type { LoadTrace } from '../../../scripts/bench/browser';
import { medianWaits } from '../../../scripts/bench/waits';

const files = { entry: '/assets/main-a.js', guide: '/assets/wifi-b.js' };

function trace(marks: Record<string, number>, fetches: Record<string, [start: number, end: number]>): LoadTrace {
  return {
    readyMs: 0,
    marks,
    fetches: Object.fromEntries(
      Object.entries(fetches).map(([path, [startTime, responseEnd]]) => [path, { startTime, responseEnd, workerStart: 0 }]),
    ),
    controlled: false,
    tenantRequests: [],
    servedByWorker: [],
    fetchedByWorker: [],
  };
}

describe('the waits of a page across its loads', () => {
  const loads = [
    trace({ 'portal:start': 30, 'portal:signed-in': 90 }, { [files.entry]: [5, 20], [files.guide]: [95, 100] }),
    trace({ 'portal:start': 10, 'portal:signed-in': 70 }, { [files.entry]: [5, 40], [files.guide]: [75, 80] }),
    trace({ 'portal:start': 20, 'portal:signed-in': 80, 'portal:msal-ready': 60 }, { [files.entry]: [5, 30], [files.guide]: [85, 90] }),
  ];

  it('gives the median start and end of the entry chunk and the guide chunk', () => {
    const waits = medianWaits(loads, files);
    expect(waits.entryChunk).toEqual({ file: files.entry, startMs: 5, responseEndMs: 30, samples: 3 });
    expect(waits.guideChunk).toEqual({ file: files.guide, startMs: 85, responseEndMs: 90, samples: 3 });
  });

  it('lists each mark in the order of its median, counting only the loads that set it', () => {
    expect(medianWaits(loads, files).marks).toEqual({
      'portal:start': { medianMs: 20, samples: 3 },
      'portal:msal-ready': { medianMs: 60, samples: 1 },
      'portal:signed-in': { medianMs: 80, samples: 3 },
    });
    expect(Object.keys(medianWaits(loads, files).marks)).toEqual(['portal:start', 'portal:msal-ready', 'portal:signed-in']);
  });

  it.each<[string, LoadTrace[], Partial<ReturnType<typeof medianWaits>>]>([
    ['no marks at all (before the portal sets any)', [trace({}, { [files.entry]: [5, 20] })], { marks: {} }],
    ['a chunk no load fetched', [trace({}, {})], { entryChunk: { file: files.entry, startMs: null, responseEndMs: null, samples: 0 } }],
  ])('copes with %s', (_, traces, expected) => {
    expect(medianWaits(traces, files)).toMatchObject(expected);
  });

  it('has no guide chunk nor libraries script for a page without them (the reference)', () => {
    expect(medianWaits(loads, { entry: files.entry })).not.toHaveProperty('guideChunk');
    expect(medianWaits(loads, { entry: files.entry })).not.toHaveProperty('librariesScript');
  });

  it("gives the portal's libraries script's start and end too", () => {
    const libraries = '/assets/libraries-c.js';
    const withLibraries = loads.map((t, i) => ({
      ...t,
      fetches: { ...t.fetches, [libraries]: { startTime: 4, responseEnd: 50 + i, workerStart: 0 } },
    }));
    expect(medianWaits(withLibraries, { ...files, libraries }).librariesScript).toEqual({
      file: libraries,
      startMs: 4,
      responseEndMs: 51,
      samples: 3,
    });
  });
});
