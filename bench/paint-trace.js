// npm run bench:paint: what holds the first and the largest paint back on each public page
// (issue 36, docs/decisions/137), from Lighthouse's own data, one run per page (LIGHTHOUSE_RUNS
// for more) beside the bare page. For each page: the HTML's size and its parts, the largest
// paint's element and phases as the trace saw them, and what Lighthouse's simulation (its
// default: a slow 4G network and a 4x slower processor, simulated from the unthrottled run)
// counted before that paint: every request that had ended and every task it had to run.
// `node bench/paint-trace.js /blog /packages` measures only those pages.
import { gzipSync } from 'node:zlib';

import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

import { ensureWebBuilt } from '../scripts/lib.js';
import { LIGHTHOUSE_PAGES, runLighthouse } from './lighthouse.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

// The parts of a rendered page, raw and gzip: its inline CSS, the answers and texts it hands
// the app, and the markup.
function htmlParts(html) {
  const sum = (pattern) =>
    [...html.matchAll(pattern)].reduce((total, match) => total + match[1].length, 0);
  const gz = (text) => gzipSync(text, { level: 6 }).length;
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const state = /<script type="application\/json" id="landed-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const messages =
    /<script type="application\/json" id="landed-messages">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return [
    ['whole page', html.length, gz(html)],
    ['inline CSS', styles.length, gz(styles)],
    ['JSON-LD', sum(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g), null],
    ['answers (landed-state)', state?.length ?? 0, state ? gz(state) : 0],
    ['texts (landed-messages)', messages?.length ?? 0, messages ? gz(messages) : 0],
  ];
}

// A task's own work, its longest kinds of events first.
function taskEvents(node) {
  const durations = new Map();
  for (const event of node.childEvents) {
    if (!event.dur) continue;
    durations.set(event.name, (durations.get(event.name) ?? 0) + event.dur / 1000);
  }
  return [...durations]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, duration]) => `${name} ${duration.toFixed(1)}`)
    .join(', ');
}

// What the simulated largest paint waited for: the nodes of Lantern's pessimistic graph (the
// optimistic one is the same less low-priority images), with their simulated times.
async function simulatedLcp(lhr, artifacts) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()]
    .map(([node, timing]) => ({ node, timing }))
    .sort((a, b) => a.timing.startTime - b.timing.startTime);
  return {
    optimisticMs: result.optimisticEstimate.timeInMs,
    pessimisticMs: result.pessimisticEstimate.timeInMs,
    timingMs: result.timing,
    rows: rows.map(({ node, timing }) =>
      node.type === 'network'
        ? {
            what: `request ${new URL(node.request.url).pathname}`,
            detail: `${node.request.resourceType ?? ''} ${node.request.priority} ${kb(node.request.transferSize)}`,
            start: timing.startTime,
            end: timing.endTime,
          }
        : {
            what: `task ${taskEvents(node)}`,
            detail: `observed ${ms(node.duration / 1000)}`,
            start: timing.startTime,
            end: timing.endTime,
          },
    ),
  };
}

function printRun({ page, html, lhr, simulated }) {
  const { audits } = lhr;
  console.log(`\n## ${page.path}`);
  if (html) {
    for (const [name, raw, gzip] of htmlParts(html)) {
      console.log(`  ${name.padEnd(26)} ${kb(raw).padStart(9)} ${gzip === null ? '' : kb(gzip)}`);
    }
  }
  const metric = (id) => audits[id]?.numericValue ?? NaN;
  console.log(
    `  LCP ${ms(metric('largest-contentful-paint'))} (simulated: optimistic ${ms(simulated.optimisticMs)}, pessimistic ${ms(simulated.pessimisticMs)}), FCP ${ms(metric('first-contentful-paint'))}, TBT ${ms(metric('total-blocking-time'))}, CLS ${metric('cumulative-layout-shift').toFixed(3)}, performance ${Math.round(lhr.categories.performance.score * 100)}`,
  );
  const breakdown = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = breakdown.find((item) => item.type === 'node');
  console.log(`  LCP element: ${node?.snippet ?? 'unknown'}`);
  const phases = breakdown.find((item) => item.type === 'table')?.items ?? [];
  console.log(
    `  LCP phases (observed, unthrottled): ${phases.map((p) => `${p.subpart} ${ms(p.duration)}`).join(', ')}`,
  );
  console.log('  before the simulated LCP (pessimistic graph):');
  for (const row of simulated.rows) {
    console.log(
      `    ${ms(row.start).padStart(8)} → ${ms(row.end).padStart(8)}  ${row.what}  (${row.detail})`,
    );
  }
  const blocking = audits['render-blocking-insight']?.details?.items ?? [];
  if (blocking.length) console.log(`  render-blocking: ${blocking.map((b) => b.url).join(', ')}`);
  const longTasks = audits['long-tasks']?.details?.items ?? [];
  for (const task of longTasks) {
    console.log(
      `  long task at ${ms(task.startTime)}: ${ms(task.duration)} (simulated) ${task.url ?? ''}`,
    );
  }
}

if ((await ensureWebBuilt()) !== 0) process.exit(1);
process.env.LIGHTHOUSE_RUNS ??= '1';
const asked = process.argv.slice(2);
const pages = asked.length
  ? asked.map((p) => ({ path: p, performance: 0 }))
  : LIGHTHOUSE_PAGES.filter((p) => p.path !== '/contact');
const htmls = new Map();
const runs = [];
await runLighthouse({
  pages,
  bare: true,
  onReady: async (baseUrl) => {
    for (const page of pages) htmls.set(page.path, await (await fetch(baseUrl + page.path)).text());
  },
  onRun: (page, lhr, artifacts) => runs.push({ page, lhr, artifacts }),
});
for (const run of runs) {
  printRun({
    ...run,
    html: htmls.get(run.page.path),
    simulated: await simulatedLcp(run.lhr, run.artifacts),
  });
}
