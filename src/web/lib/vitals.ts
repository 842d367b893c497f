// Real visitors' Core Web Vitals, for the operators (`POST /api/vitals`, histograms on /metrics).
// Loaded only for the sampled page views (main.tsx). What is sent: the page's kind (not its
// address), its language and three numbers — nothing that tells who the visitor is.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { pageKindOf, VITALS_ENDPOINT } from '#contract/page-kind';

type Report = { page: string; lang: string; lcp?: number; inp?: number; cls?: number };

/** Watches this page view's LCP, INP and CLS, and sends them once, when the page is hidden or left. */
export function reportVitals() {
  const report: Report = { page: pageKindOf(window.location.pathname), lang: document.documentElement.lang === 'am' ? 'am' : 'en' };
  let sent = false;
  // Every change is kept, so the latest values are at hand when the page is hidden, whichever
  // listener runs first.
  const keep = (key: 'lcp' | 'inp' | 'cls') => (metric: Metric) => {
    report[key] = key === 'cls' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  };
  onLCP(keep('lcp'), { reportAllChanges: true });
  onINP(keep('inp'), { reportAllChanges: true });
  onCLS(keep('cls'), { reportAllChanges: true });
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    if (report.lcp === undefined && report.inp === undefined && report.cls === undefined) return;
    sent = true;
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    // A beacon survives the page being closed; where there is none, a keepalive request does.
    if (!navigator.sendBeacon?.(VITALS_ENDPOINT, body)) {
      void fetch(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
    }
  };
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
}
