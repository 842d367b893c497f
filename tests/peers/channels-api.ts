import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHANNEL_ENDPOINTS } from '#contract/channels';
import { ChannelReport } from '#contract/channel-report';

/**
 * A campaign's "what works" API (issue 44) on loopback, for the organiser's section in jsdom: the
 * contract's paths under /api, a bearer token required (401 without), the report checked against
 * the contract's answer schema before it leaves, the donations as CSV, and a 403 for whoever
 * `readers` does not list (a reviewer looking at the organiser's page).
 */
export async function startChannelsPeer(state: { campaignId: string; report: ChannelReport['data']; csv: string; readers: string[] }) {
  const calls: Array<{ path: string; auth: string | null }> = [];
  const refuse = (res: import('node:http').ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message, code }));
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://peer').pathname.replace(/^\/api/, '');
    const auth = req.headers.authorization ?? null;
    calls.push({ path, auth });
    if (!auth?.startsWith('Bearer ')) return refuse(res, 401, 'UNAUTHORIZED', 'Sign in first');
    if (!state.readers.includes(auth.slice(7))) return refuse(res, 403, 'FORBIDDEN', "Only the campaign's organiser and treasurers can see this");
    if (req.method === 'GET' && path === CHANNEL_ENDPOINTS.report(state.campaignId)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(ChannelReport.parse({ data: state.report })));
    }
    if (req.method === 'GET' && path === CHANNEL_ENDPOINTS.donationsCsv(state.campaignId)) {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      return res.end(state.csv);
    }
    return refuse(res, 404, 'NOT_FOUND', 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
