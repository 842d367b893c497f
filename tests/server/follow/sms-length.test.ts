import { describe, expect, it } from 'vitest';
import { compose, SMS_PART_CHARS, type MessageKind } from '#server/modules/notifications/compose';

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
