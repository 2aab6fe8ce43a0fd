import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROME_FLAGS } from './chrome.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run with the default mobile config (simulated throttling), in a Chromium
 * started for this run alone with a fresh profile. Returns the summary and the full report.
 */
export async function runLighthouse(url) {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`${url}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    }
    return { summary: summarize(lhr), report: lhr };
  } finally {
    chrome.kill();
    await fs.rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function summarize(lhr) {
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = score == null ? null : Math.round(score * 100);
  }
  const metrics = {};
  for (const [key, id] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.numericValue;
    // CLS is compared as Lighthouse displays it (3 decimals); times in whole ms.
    metrics[key] = value == null ? null : key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  const failing = [];
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${id}/${ref.id}`);
    }
  }
  return { scores, metrics, failing, diagnostics: diagnostics(lhr) };
}

function diagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    bootup: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({ url: item.url, totalMs: Math.round(item.total), scriptingMs: Math.round(item.scripting) })),
    mainThread: items('mainthread-work-breakdown')
      .slice(0, 5)
      .map((item) => ({ group: item.groupLabel ?? item.group, ms: Math.round(item.duration) })),
    longTasks: items('long-tasks')
      .slice(0, 5)
      .map((item) => ({ url: item.url, startMs: Math.round(item.startTime), ms: Math.round(item.duration) })),
    lcpElement: items('lcp-breakdown-insight').find((item) => item.type === 'node')?.snippet ?? null,
  };
}

export function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median per metric across runs (each figure independently, as the budgets ask). */
export function medianOfRuns(runs) {
  const scores = {};
  for (const id of CATEGORIES) scores[id] = median(runs.map((r) => r.scores[id]));
  const metrics = {};
  for (const key of Object.keys(METRICS)) metrics[key] = median(runs.map((r) => r.metrics[key]));
  return { scores, metrics };
}
