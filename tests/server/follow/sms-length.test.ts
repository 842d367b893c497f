import { describe, expect, it } from 'vitest';
import { compose, SMS_PART_CHARS, type MessageKind } from '#server/modules/notifications/compose';
import { NOTICE_KIND, type OrganiserNotice } from '#server/modules/notifications/organiser-notices';

// Every text message we send, in Amharic, says what happened within one Ethiopic SMS part (70
// characters, UCS-2): a long title is cut, never the sentence (issue 45).

const KINDS: MessageKind[] = [
  'UPDATE', 'HALFWAY', 'GOAL', 'LAST_DAYS', 'ENDED', 'SUSPENDED', 'REFUNDED',
  'DONATIONS', 'WITHDRAWAL_DECISION', 'PAYOUT_PAID', 'PAYOUT_FAILED', 'REPORT_DECISION',
];
const TITLE = 'የአዲስ አበባ ልጆች ትምህርት ቤት ግንባታ ለሁሉም ልጆች የሚሆን ትልቅ ዘመቻ በጋራ እንሥራ';

const sms = (kind: MessageKind, locale: 'am' | 'en', data = {}) =>
  compose({ kind, channel: 'sms', locale, title: TITLE, campaignUrl: 'https://birr.example/campaign/x?ref=sms', stopUrl: 'https://birr.example/stop', data }).text.split('\n');

describe('text messages fit one part', () => {
  for (const kind of KINDS) {
    it(`${kind}: the Amharic sentence is at most ${SMS_PART_CHARS} characters, then the link and the way to stop`, () => {
      // The largest amounts a campaign holds (numeric(14,2)) and a reinstatement's longer words.
      for (const data of [{ count: 12, total: '999999999999.99', amount: '999999999999.99' }, { decision: 'REINSTATED' as const }]) {
        const [sentence, link, stop] = sms(kind, 'am', data);
        expect(sentence.length, sentence).toBeLessThanOrEqual(SMS_PART_CHARS);
        expect(sentence).toMatch(/[\u1200-\u137F]/);
        expect(link).toBe('https://birr.example/campaign/x?ref=sms');
        expect(stop).toBe('ለማቆም፦ https://birr.example/stop');
      }
    });
  }

  it('names the campaign and the sum in a donations message', () => {
    const [sentence] = compose({ kind: 'DONATIONS', channel: 'sms', locale: 'am', title: 'Books for Axum', campaignUrl: 'u', stopUrl: 's', data: { count: 2, total: '350' } }).text.split('\n');
    expect(sentence).toBe('«Books for Axum»፦ አዲስ ልገሳዎች፣ በድምሩ 350.00 ብር።');
  });
});

describe("an organiser's own notices by SMS", () => {
  const LARGEST = '999999999999.99';
  const notices: OrganiserNotice[] = [
    { notice: 'CAMPAIGN_LIVE' },
    { notice: 'CAMPAIGN_REJECTED', reason: 'Blurry documents' },
    { notice: 'EDIT_APPROVED' },
    { notice: 'EDIT_REJECTED', reason: 'The cause may not change' },
    { notice: 'GOAL_REACHED', amount: LARGEST },
    { notice: 'CLOSED', amount: LARGEST },
    { notice: 'PAYOUT_REQUESTED', amount: LARGEST, bank: 'AWASH_BANK', account: '•••• 4567', awaiting: 1 },
    { notice: 'PAYOUT_APPROVED', amount: LARGEST, bank: 'AWASH_BANK', account: '•••• 4567' },
    { notice: 'PAYOUT_REJECTED', amount: LARGEST, reason: 'Wrong account' },
    { notice: 'TREASURERS_APPROVED', amount: LARGEST },
    { notice: 'TREASURERS_REFUSED', amount: LARGEST, reason: 'Too much' },
    { notice: 'PAYOUT_SENT', amount: LARGEST, bank: 'AWASH_BANK', account: '•••• 4567', reference: 'birr-po-1' },
    { notice: 'PAYOUT_FAILED', amount: LARGEST, failureCode: 'account_refused' },
    { notice: 'SUSPENDED', reason: 'Checking' },
    { notice: 'REINSTATED' },
    { notice: 'REINSTATED', closed: 1 },
  ];
  for (const n of notices) {
    it(`${n.notice}${'closed' in n ? ' (ended)' : ''}: the Amharic sentence fits one part; the reviewer's reason, the link and the way to stop follow`, () => {
      const lines = sms(NOTICE_KIND[n.notice], 'am', { ...n, to: 'organiser' });
      const [sentence] = lines;
      expect(sentence.length, sentence).toBeLessThanOrEqual(SMS_PART_CHARS);
      expect(sentence).toMatch(/[\u1200-\u137F]/);
      expect(lines.slice(1, -2)).toEqual('reason' in n ? [`ምክንያት፡ ${n.reason}`] : []);
      expect(lines.at(-2)).toBe('https://birr.example/campaign/x?ref=sms');
      expect(lines.at(-1)).toBe('ለማቆም፦ https://birr.example/stop');
    });
  }
});
