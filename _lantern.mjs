import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';
const dir = process.argv[2];
const artifacts = await loadArtifacts(dir);
const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
const devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass;
const settings = { ...constants.defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate', throttling: constants.throttling.mobileSlow4G, screenEmulation: constants.screenEmulationMetrics.mobile };
const context = { computedCache: new Map(), settings };
const data = { trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [], simulator: null };
const lcp = await LanternLargestContentfulPaint.request(data, context);
console.log('LCP', Math.round(lcp.timing), 'optimistic', Math.round(lcp.optimisticEstimate.timeInMs), 'pessimistic', Math.round(lcp.pessimisticEstimate.timeInMs));
for (const [name, est] of [['optimistic', lcp.optimisticEstimate], ['pessimistic', lcp.pessimisticEstimate]]) {
  console.log('--', name);
  const rows = [...est.nodeTimings.entries()].map(([node, t]) => [t.startTime, t.endTime, node.type, node.type === 'network' ? `${node.request.resourceType} ${node.request.transferSize} ${node.request.url.slice(-40)}` : `cpu ${Math.round(node.duration/1000)}ms obs`]);
  rows.sort((a, b) => a[0] - b[0]);
  for (const r of rows) console.log(Math.round(r[0]), Math.round(r[1]), r[3]);
}
