// A page's first visit as a phone on a given link meets it, request by request: the link and the phone's slower CPU
// are set through Chromium's own throttling (the DevTools protocol), so that what is printed is what happened, in
// order, not a model of it. Used by `npm run bench:web -- --timeline`.
import type { BrowserContext } from '@playwright/test';

export interface LinkProfile {
  label: string;
  /** Added to every request's round trip, in milliseconds. */
  latencyMs: number;
  downKbps: number;
  upKbps: number;
  /** How many times slower than this machine the phone's CPU is. */
  cpuSlowdown: number;
}

export const LINK_PROFILES = {
  // Lighthouse's mobile profile: its "slow 4G" and a CPU four times slower.
  '4g': {
    label: 'slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), CPU ×4',
    latencyMs: 150,
    downKbps: 1638,
    upKbps: 750,
    cpuSlowdown: 4,
  },
  // Much of the DRC outside the big towns: 2G and EDGE.
  '2g': {
    label: '2G (800 ms, 250 kbps down, 50 kbps up), CPU ×4',
    latencyMs: 800,
    downKbps: 250,
    upKbps: 50,
    cpuSlowdown: 4,
  },
} satisfies Record<string, LinkProfile>;

export interface Timeline {
  requests: { path: string; startMs: number; endMs: number; bytes: number }[];
  firstPaintMs: number | null;
  /** The last largest-paint candidate, and what it was. */
  largestPaintMs: number | null;
  largestPaintElement: string;
  /** When `firstRow` (a job's title, an application) was first on the screen, if asked. */
  firstRowMs: number | null;
  /** When the app itself first drew it (the shell may draw the first rows before the app's code arrives). */
  firstAppRowMs: number | null;
  /** What came over the network before the first row was shown (or before the largest paint). */
  bytesBeforeFirstRow: number;
  longTasks: { startMs: number; durationMs: number }[];
  /** Each layout shift the reader did not cause, and the elements that moved (how far down, in CSS pixels). */
  layoutShifts: { atMs: number; value: number; moved: string[] }[];
}

/** Collected in the page from its first byte: paints and long tasks, and when `selector` first matched. */
function observeInPage(selector: string | null) {
  const seen = {
    paints: [] as { name: string; at: number }[],
    largest: [] as { at: number; element: string }[],
    tasks: [] as { at: number; duration: number }[],
    shifts: [] as { at: number; value: number; moved: string[] }[],
    firstRow: null as number | null,
    firstAppRow: null as number | null,
  };
  (window as unknown as { __timeline: typeof seen }).__timeline = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.paints.push({ name: entry.name, at: entry.startTime });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const element = entry.element;
      seen.largest.push({
        at: entry.startTime,
        element: element ? `<${element.tagName.toLowerCase()} class="${element.className}">` : '?',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => {
        const node = source.node;
        const name =
          node instanceof Element
            ? `<${node.tagName.toLowerCase()}${node.className ? ` class="${String(node.className)}"` : ''}>`
            : (node?.nodeName ?? '?');
        return `${name} ${Math.round(source.currentRect.top - source.previousRect.top)} px`;
      });
      seen.shifts.push({ at: entry.startTime, value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  if (selector) {
    // Checked on every frame: the time is that of the first frame that drew it. The shell's own first rows are in a
    // box it marks once drawn (FIRST_ROWS of @talent/shared).
    const drawnByApp = `${selector}:not([data-first-rows-drawn] *)`;
    const check = () => {
      const now = performance.now();
      if (seen.firstRow === null && document.querySelector(selector)) seen.firstRow = now;
      if (seen.firstAppRow === null && document.querySelector(drawnByApp)) seen.firstAppRow = now;
      if (seen.firstAppRow === null) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }
}

/** A new tab of `context` as a phone on `profile` meets the site: its screen, its language, its link and CPU. */
async function phoneOn(context: BrowserContext, profile: LinkProfile, language: 'en' | 'fr') {
  const page = await context.newPage();
  // A small phone's screen, as the journeys' phone (what is on its first screen is what the reader waits for).
  await page.setViewportSize({ width: 360, height: 740 });
  // The visitor's language as their browser states it: the server writes a public page in it.
  await page.setExtraHTTPHeaders({ 'Accept-Language': language === 'fr' ? 'fr-FR,fr;q=0.9' : 'en-US,en;q=0.9' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbps * 1000) / 8,
    uploadThroughput: (profile.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { page, cdp };
}

/** When a reader who taps the first Apply as soon as it is drawn can write their application, from the first byte. */
export interface ApplyTap {
  /** When the first card's Apply was on the screen, and whether the shell or the app drew it. */
  applyShownMs: number;
  drawnBy: 'shell' | 'app';
  /** When the application's dialog was open with its send button working (the reader can apply). */
  applicationOpenMs: number | null;
  /** When, sent at once with a line of cover letter, it was taken (the dialog says so). */
  applicationSentMs: number | null;
  /** Where the tap led before the application opened. */
  path: string;
}

/**
 * Opens `url` (a list of jobs) on `profile`, taps the first Apply the moment it is on the screen, and times the
 * application's dialog, ready to send, then its sending, from the navigation's start: "Apply works" as the reader
 * meets it.
 */
export async function recordApplyTap(
  context: BrowserContext,
  url: string,
  profile: LinkProfile,
  language: 'en' | 'fr',
): Promise<ApplyTap> {
  const { page } = await phoneOn(context, profile, language);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const apply = page.locator('.job-card__actions .btn--primary').first();
    await apply.waitFor({ state: 'visible', timeout: 120_000 });
    const applyShownMs = Date.now() - started;
    const drawnBy = (await apply.evaluate((element) => element.closest('[data-first-rows-drawn]') !== null))
      ? 'shell'
      : 'app';
    await apply.click({ noWaitAfter: true, timeout: 120_000 });
    const send = page.getByRole('dialog').locator('button[type="submit"]:not([disabled])');
    const opened = await send
      .waitFor({ state: 'visible', timeout: 60_000 })
      .then(() => Date.now() - started)
      .catch(() => null);
    let applicationSentMs: number | null = null;
    if (opened !== null) {
      await page.getByRole('dialog').locator('textarea').fill('Disponible dès lundi.');
      await send.click({ timeout: 60_000 });
      applicationSentMs = await page
        .getByRole('dialog')
        .locator('.banner--success')
        .waitFor({ state: 'visible', timeout: 60_000 })
        .then(() => Date.now() - started)
        .catch(() => null);
    }
    return { applyShownMs, drawnBy, applicationOpenMs: opened, applicationSentMs, path: new URL(page.url()).pathname };
  } finally {
    await page.close();
  }
}

/** Opens `url` in a new tab of `context` on `profile`, waits until the network is quiet, and gives its timeline. */
export async function recordTimeline(
  context: BrowserContext,
  url: string,
  profile: LinkProfile,
  firstRow: string | null,
  language: 'en' | 'fr',
): Promise<Timeline> {
  const { page, cdp } = await phoneOn(context, profile, language);
  try {
    // The TypeScript runner names functions with a helper of its own, which the page does not have.
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(observeInPage, firstRow);
    // Every response's bytes on the wire (headers and compressed body), as the browser counts them.
    const wire = new Map<string, { url: string; startS: number; endS: number; bytes: number }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      wire.set(event.requestId, { url: event.request.url, startS: event.timestamp, endS: event.timestamp, bytes: 0 });
    });
    // And as it arrives: what is on its way when the first row is drawn counts as much as what has finished.
    const received: { requestId: string; atS: number; bytes: number }[] = [];
    cdp.on('Network.dataReceived', (event) => {
      received.push({ requestId: event.requestId, atS: event.timestamp, bytes: event.encodedDataLength });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = wire.get(event.requestId);
      if (request) Object.assign(request, { endS: event.timestamp, bytes: event.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    if (firstRow)
      await page.waitForSelector(`${firstRow}:not([data-first-rows-drawn] *)`, { timeout: 60_000 }).catch(() => {});
    // The page's clock and the protocol's differ: both are read at the navigation's first request.
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __timeline: unknown }).__timeline as {
          paints: { name: string; at: number }[];
          largest: { at: number; element: string }[];
          tasks: { at: number; duration: number }[];
          shifts: { at: number; value: number; moved: string[] }[];
          firstRow: number | null;
          firstAppRow: number | null;
        },
    );
    const navigation = [...wire.values()].find((r) => r.url === url || r.url === page.url());
    const origin = navigation?.startS ?? Math.min(...[...wire.values()].map((r) => r.startS));
    const requests = [...wire.values()]
      .filter((r) => r.url.startsWith('http'))
      .map((r) => ({
        path: new URL(r.url).pathname + new URL(r.url).search,
        startMs: (r.startS - origin) * 1000,
        endMs: (r.endS - origin) * 1000,
        bytes: r.bytes,
      }))
      .sort((a, b) => a.startMs - b.startMs);
    const largest = seen.largest.at(-1);
    const until = seen.firstRow ?? largest?.at ?? Number.POSITIVE_INFINITY;
    return {
      requests,
      firstPaintMs: seen.paints.find((p) => p.name === 'first-contentful-paint')?.at ?? null,
      largestPaintMs: largest?.at ?? null,
      largestPaintElement: largest?.element ?? '?',
      firstRowMs: seen.firstRow,
      firstAppRowMs: seen.firstAppRow,
      bytesBeforeFirstRow: bytesBefore(origin + until / 1000, wire, received),
      longTasks: seen.tasks.map((t) => ({ startMs: t.at, durationMs: t.duration })),
      layoutShifts: seen.shifts.map((s) => ({ atMs: s.at, value: s.value, moved: s.moved })),
    };
  } finally {
    await page.close();
  }
}

/**
 * The bytes that came over the network until `untilS`: the pieces of every answer received by then, and the rest of
 * each answer finished by then (its headers, and what the protocol counted only at its end).
 */
function bytesBefore(
  untilS: number,
  wire: Map<string, { startS: number; endS: number; bytes: number }>,
  received: { requestId: string; atS: number; bytes: number }[],
): number {
  let total = 0;
  const counted = new Map<string, number>();
  for (const piece of received) {
    if (piece.atS > untilS) continue;
    total += piece.bytes;
    counted.set(piece.requestId, (counted.get(piece.requestId) ?? 0) + piece.bytes);
  }
  for (const [id, request] of wire) {
    if (request.bytes > 0 && request.endS <= untilS) total += Math.max(0, request.bytes - (counted.get(id) ?? 0));
  }
  return total;
}

/** The timeline as lines: each request's span and size, then the moments that matter to the reader. */
export function describeTimeline(timeline: Timeline, firstRowLabel: string | null): string[] {
  const ms = (value: number | null) => (value === null ? '—' : `${(value / 1000).toFixed(2)} s`);
  const blocking = timeline.longTasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
  return [
    ...timeline.requests.map(
      (r) =>
        `    ${(r.startMs / 1000).toFixed(2).padStart(6)}–${(r.endMs / 1000).toFixed(2).padEnd(6)} s ${String(Math.round(r.bytes / 102.4) / 10).padStart(6)} KB  ${r.path.replace(/^\/assets\//, '')}`,
    ),
    `    first paint ${ms(timeline.firstPaintMs)}; largest paint ${ms(timeline.largestPaintMs)} ${timeline.largestPaintElement}`,
    ...(firstRowLabel
      ? [
          `    ${firstRowLabel} ${ms(timeline.firstRowMs)}, after ${(timeline.bytesBeforeFirstRow / 1024).toFixed(1)} KB; drawn by the app ${ms(timeline.firstAppRowMs)}`,
        ]
      : []),
    `    long tasks: ${timeline.longTasks.length} (${timeline.longTasks
      .slice(0, 8)
      .map((t) => `${Math.round(t.durationMs)} ms at ${(t.startMs / 1000).toFixed(2)} s`)
      .join(', ')}); blocking ${Math.round(blocking)} ms`,
    `    layout shift: ${timeline.layoutShifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(3)}${timeline.layoutShifts
      .map(
        (shift) =>
          `\n      ${shift.value.toFixed(3)} at ${(shift.atMs / 1000).toFixed(2)} s: ${shift.moved.join(', ')}`,
      )
      .join('')}`,
  ];
}
