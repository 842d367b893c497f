import { describe, expect, it } from 'vitest';
import { digitsOnly, registrationOnly, phoneOnly } from '#contract/patterns';
import {
  CREATE_ENDPOINTS,
  createCampaignSchema,
  fieldsFor,
  normalizeWebsite,
  stepFields,
  stepProgress,
  stepSchema,
  TEXT_LIMITS,
  unknownField,
} from '#contract/create-campaign';
import { fieldMessages, firstMessage } from '#contract/zod-helpers';
import { fileKindOf, MAX_FILE_BYTES, type FileLike } from '#contract/files';
import { moneyInputMessage } from '#contract/money';
import type { CampaignKind } from '#contract/enums';
import { m } from '#i18n/paraglide/messages.js';

const today = '2026-06-10';
const opts = { today };
const file = (name: string, size = 1000, over: Partial<FileLike> = {}): FileLike => ({ name, size, ...over });

const step1 = (kind: CampaignKind) => ({
  fullName: 'Abebe Kebede',
  contactEmail: 'abebe@example.com',
  contactPhoneNumber: '0911234567',
  region: 'Addis Ababa',
  city: 'Addis Ababa',
  category: kind === 'business' ? 'STARTUP_FUNDING' : 'MEDICAL',
  ...(kind === 'business' ? { sector: 'TECHNOLOGY' } : {}),
  // The wizard asks a personal campaign's organiser who receives the money (issue 44).
  ...(kind === 'personal' ? { relation: 'SELF' } : {}),
});
const step2 = (kind: CampaignKind) =>
  kind === 'personal'
    ? {}
    : { tinNumber: '0012345678', licenseNumber: '778899', tinCertificate: file('tin.pdf'), registrationLicense: file('reg.docx') };
const step3 = { title: 'Water for Dire', description: 'A well', goalAmount: '15000', deadline: '2026-06-13', coverImage: file('cover.jpg') };
const step4 = { bankName: 'AWASH_BANK', holderName: 'Abebe Kebede', accountNumber: '1000123456789' };
const full = (kind: CampaignKind) => ({ ...step1(kind), ...step2(kind), ...step3, ...step4 });

const first = (kind: CampaignKind, values: object) => firstMessage(createCampaignSchema(kind, opts).safeParse(values));
const firstOfStep = (kind: CampaignKind, step: 1 | 2 | 3 | 4, values: object) =>
  firstMessage(stepSchema(kind, step, opts).safeParse(values));

describe('create-campaign contract', () => {
  it('maps each kind to its endpoint', () => {
    expect(CREATE_ENDPOINTS).toEqual({
      business: '/campaign/business',
      charity: '/campaign/charity/organization',
      personal: '/campaign/charity/personal',
    });
  });

  it('groups fields into the four steps per kind', () => {
    expect(stepFields('business', 1)).toContain('sector');
    expect(stepFields('charity', 1)).not.toContain('sector');
    expect(stepFields('charity', 1)).toContain('website');
    expect(stepFields('personal', 1)).not.toContain('website');
    expect(stepFields('personal', 2)).toEqual(['personalDocument', 'supportingDocuments']);
    expect(stepFields('charity', 2)).toEqual(['tinNumber', 'licenseNumber', 'tinCertificate', 'registrationLicense', 'supportingDocuments']);
    expect(stepFields('business', 3)).toEqual(['title', 'description', 'goalAmount', 'deadline', 'coverImage', 'otherImages']);
    expect(stepFields('business', 4)).toEqual(['bankName', 'holderName', 'accountNumber']);
    expect([1, 2, 3, 4].map((s) => stepProgress(s as 1))).toEqual([25, 50, 75, 100]);
  });

  it.each(['business', 'charity', 'personal'] as const)('accepts a complete %s submission', (kind) => {
    const r = createCampaignSchema(kind, opts).safeParse(full(kind));
    expect(firstMessage(r)).toBeNull();
    expect(r.data?.supportingDocuments).toEqual([]);
    expect(r.data?.otherImages).toEqual([]);
  });

  it('names fields a kind does not take as unknown', () => {
    expect(unknownField('personal', Object.keys(full('personal')))).toBeUndefined();
    expect(unknownField('personal', ['fullName', 'website'])).toBe('website');
    expect(unknownField('charity', ['sector'])).toBe('sector');
    expect(unknownField('business', ['fullName', 'isAdmin'])).toBe('isAdmin');
    expect(unknownField('charity', ['personalDocument'])).toBe('personalDocument');
    expect(fieldsFor('business')).toContain('registrationLicense');
  });

  describe('step 1', () => {
    it.each([
      ['fullName', m.create_full_name_required()],
      ['contactEmail', m.create_contact_email_required()],
      ['contactPhoneNumber', m.create_contact_phone_required()],
      ['region', m.create_region_required()],
      ['city', m.create_city_required()],
      ['sector', m.create_sector_required()],
      ['category', m.create_category_required()],
    ])('requires %s: "%s"', (field, message) => {
      const v: Record<string, unknown> = step1('business');
      delete v[field];
      expect(firstOfStep('business', 1, v)).toBe(message);
      expect(firstOfStep('business', 1, { ...step1('business'), [field]: '   ' })).toBe(message);
    });

    it('exact spec wording of step 1', () => {
      expect(m.create_full_name_required()).toBe('Full Name is required');
      expect(m.create_contact_email_required()).toBe('Contact Email is required');
      expect(m.create_contact_phone_required()).toBe('Contact Phone Number is required');
      expect(m.create_region_required()).toBe('Region is required');
      expect(m.create_city_required()).toBe('City is required');
      expect(m.create_sector_required()).toBe('Sector is required');
      expect(m.create_category_required()).toBe('Category is required');
    });

    it('reports the first missing field in form order', () => {
      expect(firstOfStep('charity', 1, {})).toBe('Full Name is required');
      expect(firstOfStep('charity', 1, { fullName: 'A' })).toBe('Contact Email is required');
      const msgs = fieldMessages(stepSchema('business', 1, opts).safeParse({}));
      expect(msgs.city).toBe('City is required');
      expect(msgs.publicEmail).toBeUndefined();
    });

    it('public email and phone are optional but checked when given', () => {
      expect(firstOfStep('charity', 1, step1('charity'))).toBeNull();
      expect(firstOfStep('charity', 1, { ...step1('charity'), publicEmail: 'nope' })).toBe('Please Enter a valid email');
      expect(firstOfStep('charity', 1, { ...step1('charity'), contactEmail: 'a@b' })).toBe('Please Enter a valid email');
      expect(firstOfStep('charity', 1, { ...step1('charity'), publicPhoneNumber: '12345' })).toBe('Please Enter a valid phone number');
      expect(firstOfStep('charity', 1, { ...step1('charity'), contactPhoneNumber: '0011234567' })).toBe(
        'Please Enter a valid phone number',
      );
      expect(firstOfStep('charity', 1, { ...step1('charity'), contactPhoneNumber: '+251911234567' })).toBeNull();
    });

    it('keeps the phone numbers as typed', () => {
      const r = stepSchema('charity', 1, opts).safeParse({ ...step1('charity'), publicPhoneNumber: ' 0922334455 ' });
      expect(r.data?.contactPhoneNumber).toBe('0911234567');
      expect(r.data?.publicPhoneNumber).toBe('0922334455');
    });

    it('offers only categories of the kind', () => {
      expect(firstOfStep('personal', 1, { ...step1('personal'), category: 'STARTUP_FUNDING' })).toBe(
        'This category is not available for personal campaigns',
      );
      expect(firstOfStep('business', 1, { ...step1('business'), category: 'MEDICAL' })).toBe(
        'This category is not available for business campaigns',
      );
      expect(firstOfStep('charity', 1, { ...step1('charity'), category: 'DISASTER_RELIEF' })).toBeNull();
      expect(firstOfStep('charity', 1, { ...step1('charity'), category: 'NOT_A_THING' })).toBe(m.create_category_unknown());
    });

    it('takes only known sectors', () => {
      expect(firstOfStep('business', 1, { ...step1('business'), sector: 'SPACE' })).toBe(m.create_sector_unknown());
    });

    it('website: http(s) only, https added when typed bare', () => {
      expect(normalizeWebsite('example.org')).toBe('https://example.org/');
      expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
      expect(normalizeWebsite('not a site')).toBeNull();
      expect(firstOfStep('charity', 1, { ...step1('charity'), website: 'javascript:alert(1)' })).toBe(m.create_website_invalid());
      const r = stepSchema('charity', 1, opts).safeParse({ ...step1('charity'), website: 'hope.org.et' });
      expect(r.data?.website).toBe('https://hope.org.et/');
    });

    it('limits text lengths and refuses control characters', () => {
      expect(firstOfStep('charity', 1, { ...step1('charity'), fullName: 'x'.repeat(TEXT_LIMITS.fullName + 1) })).toBe(
        'Full Name must be at most 100 characters',
      );
      expect(firstOfStep('charity', 1, { ...step1('charity'), fullName: 'x'.repeat(TEXT_LIMITS.fullName) })).toBeNull();
      expect(firstOfStep('charity', 1, { ...step1('charity'), city: 'Addis\u0000' })).toBe(m.create_text_control({ field: 'City' }));
    });
  });

  describe('step 2', () => {
    it('business and charity need TIN, licence and both certificates, in the spec words', () => {
      for (const kind of ['business', 'charity'] as const) {
        expect(firstOfStep(kind, 2, {})).toBe('Tin number is required');
        expect(firstOfStep(kind, 2, { tinNumber: '1' })).toBe('license number is required');
        expect(firstOfStep(kind, 2, { tinNumber: '1', licenseNumber: '2' })).toBe('Please upload your TIN certificate');
        expect(firstOfStep(kind, 2, { tinNumber: '1', licenseNumber: '2', tinCertificate: file('a.pdf') })).toBe(
          'Please upload your registration certificate.',
        );
        expect(firstOfStep(kind, 2, step2(kind))).toBeNull();
      }
    });

    it('TIN and licence numbers take the characters real ones use, and nothing else', () => {
      expect(firstOfStep('charity', 2, { ...step2('charity'), licenseNumber: 'AA/14038/2024' })).toBeNull();
      expect(firstOfStep('charity', 2, { ...step2('charity'), tinNumber: '0012-345.67' })).toBeNull();
      expect(firstOfStep('charity', 2, { ...step2('charity'), tinNumber: '12<a>' })).toMatch(/^Tin number may contain only letters/);
      expect(firstOfStep('charity', 2, { ...step2('charity'), licenseNumber: '/12' })).toMatch(/^License number may contain only letters/);
      expect(registrationOnly('aa/14038/2024<>')).toBe('AA/14038/2024');
      expect(digitsOnly('12a-3 4')).toBe('1234');
      expect(phoneOnly('+251 911-234 567')).toBe('+251911234567');
    });

    it('personal documents are optional; supporting files too', () => {
      expect(firstOfStep('personal', 2, {})).toBeNull();
      expect(firstOfStep('personal', 2, { personalDocument: file('id.png') })).toBeNull();
      expect(firstOfStep('personal', 2, { personalDocument: file('id.gif') })).toBe(m.create_document_format());
    });

    it('documents: PDF, DOCX, PNG, JPG, JPEG up to 5 MB', () => {
      for (const name of ['a.pdf', 'a.docx', 'a.png', 'a.jpg', 'a.JPEG']) {
        expect(firstOfStep('charity', 2, { ...step2('charity'), tinCertificate: file(name) })).toBeNull();
      }
      for (const name of ['a.doc', 'a.exe', 'a.txt', 'a.gif', 'noext']) {
        expect(firstOfStep('charity', 2, { ...step2('charity'), tinCertificate: file(name) })).toBe(
          'Invalid file format. Allowed: PDF, DOCX, PNG, JPG, JPEG',
        );
      }
      expect(firstOfStep('charity', 2, { ...step2('charity'), registrationLicense: file('a.pdf', MAX_FILE_BYTES) })).toBeNull();
      expect(firstOfStep('charity', 2, { ...step2('charity'), registrationLicense: file('a.pdf', MAX_FILE_BYTES + 1) })).toBe(
        'File size must be 5MB or less',
      );
      expect(firstOfStep('charity', 2, { ...step2('charity'), supportingDocuments: [file('a.pdf'), file('b.txt')] })).toBe(
        m.create_document_format(),
      );
      expect(firstOfStep('charity', 2, { ...step2('charity'), supportingDocuments: Array.from({ length: 6 }, () => file('a.pdf')) })).toBe(
        m.create_too_many_documents(),
      );
    });

    it('the server decides by content: a kind it set wins over the name', () => {
      expect(fileKindOf(file('photo.png', 10, { kind: null }))).toBeNull();
      expect(fileKindOf(file('scan.pdf', 10, { kind: 'jpeg' }))).toBe('jpeg');
      expect(fileKindOf(file('scan', 10, { type: 'application/pdf' }))).toBe('pdf');
      expect(firstOfStep('charity', 2, { ...step2('charity'), tinCertificate: file('t.pdf', 10, { kind: null }) })).toBe(
        m.create_document_format(),
      );
    });
  });

  describe('step 3', () => {
    it('requires each field in the spec words', () => {
      expect(firstOfStep('personal', 3, {})).toBe('A title is required');
      expect(firstOfStep('personal', 3, { title: 'T' })).toBe('A description is required');
      expect(firstOfStep('personal', 3, { title: 'T', description: 'D' })).toBe('A goal amount is required');
      expect(firstOfStep('personal', 3, { title: 'T', description: 'D', goalAmount: '5' })).toBe('A deadline is required.');
      expect(firstOfStep('personal', 3, { ...step3, coverImage: undefined })).toBe('Please upload a cover image.');
      expect(firstOfStep('personal', 3, step3)).toBeNull();
    });

    it('goal amount is a positive number (up to 2 decimals, at most a billion)', () => {
      for (const goal of ['0', '0.00', '-5', 'abc']) {
        expect(firstOfStep('personal', 3, { ...step3, goalAmount: goal })).toBe('Goal amount must be a positive number');
      }
      // What readMoney refuses, with its own words (issue 43): never silently changed.
      for (const [goal, error] of [['1.234', 'tooManyDecimals'], ['1e5', 'exponent'], ['1,00', 'misplacedSeparator']] as const) {
        expect(firstOfStep('personal', 3, { ...step3, goalAmount: goal })).toBe(moneyInputMessage(error));
      }
      for (const goal of ['50,000', 'Br 50 000', '50000']) {
        expect(firstOfStep('personal', 3, { ...step3, goalAmount: goal })).toBeNull();
      }
      expect(firstOfStep('personal', 3, { ...step3, goalAmount: 2500.5 })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, goalAmount: '1000000000' })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, goalAmount: '1000000001' })).toBe(m.create_goal_too_large());
    });

    it('deadline at least 3 days after today, at most a year', () => {
      expect(firstOfStep('personal', 3, { ...step3, deadline: '2026-06-12' })).toBe('Deadline must be at least 3 days from today');
      expect(firstOfStep('personal', 3, { ...step3, deadline: '2026-06-01' })).toBe('Deadline must be at least 3 days from today');
      expect(firstOfStep('personal', 3, { ...step3, deadline: '2026-06-13' })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, deadline: '2027-06-10' })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, deadline: '2027-06-11' })).toBe(m.create_deadline_too_far());
      expect(firstOfStep('personal', 3, { ...step3, deadline: '2026-02-30' })).toBe(m.create_deadline_invalid());
      expect(firstOfStep('personal', 3, { ...step3, deadline: 'soon' })).toBe(m.create_deadline_invalid());
    });

    it('title and description limits', () => {
      expect(firstOfStep('personal', 3, { ...step3, title: 't'.repeat(101) })).toBe('Title must be at most 100 characters');
      expect(firstOfStep('personal', 3, { ...step3, description: 'd'.repeat(5001) })).toBe('Description must be at most 5000 characters');
      expect(firstOfStep('personal', 3, { ...step3, description: 'line one\nline two\tend' })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, title: 'one\ntwo' })).toBe(m.create_text_control({ field: 'Title' }));
    });

    it('cover: PNG, JPG, JPEG only, at most 5 MB', () => {
      expect(firstOfStep('personal', 3, { ...step3, coverImage: file('c.png') })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, coverImage: file('c.pdf') })).toBe('Invalid file format. Allowed: PNG, JPG, JPEG');
      expect(firstOfStep('personal', 3, { ...step3, coverImage: file('c.webp') })).toBe('Invalid file format. Allowed: PNG, JPG, JPEG');
      expect(firstOfStep('personal', 3, { ...step3, coverImage: file('c.png', MAX_FILE_BYTES + 1) })).toBe('File size must be 5MB or less');
    });

    it('other images: at most 4, PNG/JPG/JPEG, each at most 5 MB', () => {
      const four = Array.from({ length: 4 }, (_, i) => file(`i${i}.jpg`));
      expect(firstOfStep('personal', 3, { ...step3, otherImages: four })).toBeNull();
      expect(firstOfStep('personal', 3, { ...step3, otherImages: [...four, file('x.jpg')] })).toBe(
        'You can only upload a maximum of 4 images',
      );
      expect(firstOfStep('personal', 3, { ...step3, otherImages: [file('a.png', MAX_FILE_BYTES + 1)] })).toBe(
        'Each file size must be 5MB or less',
      );
      expect(firstOfStep('personal', 3, { ...step3, otherImages: [file('a.docx')] })).toBe('Invalid file format. Allowed: PNG, JPG, JPEG');
      // A single file where a list is expected counts as a list of one.
      expect(stepSchema('personal', 3, opts).safeParse({ ...step3, otherImages: file('a.png') }).data?.otherImages).toHaveLength(1);
    });
  });

  describe('step 4', () => {
    it('requires bank, holder, account in the spec words, and again the deadline', () => {
      expect(firstOfStep('business', 4, { deadline: '2026-07-01' })).toBe('Please select your preferred bank');
      expect(firstOfStep('business', 4, { deadline: '2026-07-01', bankName: 'ZEMEN_BANK' })).toBe(
        'Please enter the name on your bank account',
      );
      expect(firstOfStep('business', 4, { deadline: '2026-07-01', bankName: 'ZEMEN_BANK', holderName: 'A' })).toBe(
        'Please enter your account number',
      );
      expect(firstOfStep('business', 4, step4)).toBe('A deadline is required.');
      expect(firstOfStep('business', 4, { ...step4, deadline: '2026-07-01' })).toBeNull();
    });

    // Which banks exist the server says (issue 44: Chapa's list, tests/server/payouts/banks.test.ts); the contract, what an id looks like.
    it('a bank id in its form; account number digits only (written in groups is fine)', () => {
      expect(firstOfStep('business', 4, { ...step4, deadline: '2026-07-01', bankName: 'fake bank' })).toBe(m.create_bank_required());
      expect(firstOfStep('business', 4, { ...step4, deadline: '2026-07-01', bankName: 'DASHEN_BANK' })).toBeNull();
      expect(firstOfStep('business', 4, { ...step4, deadline: '2026-07-01', accountNumber: '12 34' })).toBeNull();
      expect(firstOfStep('business', 4, { ...step4, deadline: '2026-07-01', accountNumber: '12-34' })).toBe(
        'Account number must contain digits only',
      );
    });
  });

  it('the whole submission reports the first problem in step order', () => {
    expect(first('business', {})).toBe('Full Name is required');
    expect(first('business', { ...full('business'), title: '', bankName: '' })).toBe('A title is required');
    expect(first('business', { ...full('business'), tinCertificate: undefined, bankName: '' })).toBe(
      'Please upload your TIN certificate',
    );
    expect(first('business', { ...full('business'), holderName: '' })).toBe('Please enter the name on your bank account');
  });
});
