// Issue 44: who receives a personal campaign's money, and the region as a choice. The wizard's
// step rules (stepSchema) ask; the server's (createCampaignSchema) also take what the original
// client sends, which never asked.
import { describe, expect, it } from 'vitest';
import { createCampaignSchema, PERSONAL_RELATIONS, RELATIONS, relationFor, stepSchema, stepTitle } from '#contract/create-campaign';
import { REGIONS, regionLabel, regionOf } from '#contract/regions';
import { fieldMessages, firstMessage } from '#contract/zod-helpers';
import { m } from '#i18n/paraglide/messages.js';

const opts = { today: '2026-05-01' };
const file = (name: string) => ({ name, size: 1000, type: '' });
const step1 = {
  fullName: 'Abebe Kebede',
  contactEmail: 'abebe@example.com',
  contactPhoneNumber: '0911234567',
  region: 'Amhara',
  city: 'Bahir Dar',
  category: 'MEDICAL',
};
const rest = {
  title: 'Surgery for Almaz',
  description: 'Her operation',
  goalAmount: '15000',
  deadline: '2026-06-13',
  coverImage: file('cover.jpg'),
  bankName: 'AWASH_BANK',
  holderName: 'Abebe Kebede',
  accountNumber: '1000123456789',
};
const wizardStep1 = (values: object) => stepSchema('personal', 1, opts).safeParse({ ...step1, ...values });
const server = (values: object) => createCampaignSchema('personal', opts).safeParse({ ...step1, ...rest, ...values });

describe('who receives the money', () => {
  it('lists the relations, a personal campaign’s without ORGANISATION, and an organisation’s is ORGANISATION', () => {
    expect(RELATIONS).toEqual(['SELF', 'FAMILY', 'FRIEND', 'ORGANISATION', 'COMMUNITY', 'OTHER']);
    expect(PERSONAL_RELATIONS).not.toContain('ORGANISATION');
    expect(relationFor('charity')).toBe('ORGANISATION');
    expect(relationFor('business', 'FAMILY')).toBe('ORGANISATION');
    expect(relationFor('personal')).toBeNull();
    expect(relationFor('personal', 'FRIEND')).toBe('FRIEND');
  });

  it('the wizard asks who receives it, and for someone else, their name', () => {
    expect(fieldMessages(wizardStep1({}))).toMatchObject({ relation: m.create_relation_required() });
    expect(fieldMessages(wizardStep1({ relation: 'FAMILY' }))).toEqual({ recipientName: m.create_recipient_name_required() });
    expect(fieldMessages(wizardStep1({ relation: 'UNCLE', recipientName: 'Almaz' }))).toEqual({ relation: m.create_relation_unknown() });
    expect(wizardStep1({ relation: 'FAMILY', recipientName: ' Almaz Tesfaye ' }).data).toMatchObject({ relation: 'FAMILY', recipientName: 'Almaz Tesfaye' });
    // Money for the organiser themself: no other name is kept, whatever the form still holds.
    expect(wizardStep1({ relation: 'SELF', recipientName: 'Left over' }).data?.recipientName).toBeUndefined();
  });

  it('the server takes a submission without it (the original client), but not a wrong one', () => {
    expect(server({}).success).toBe(true);
    expect(firstMessage(server({ relation: 'ORGANISATION' }))).toBe(m.create_relation_unknown());
    expect(firstMessage(server({ relation: 'FRIEND' }))).toBe(m.create_recipient_name_required());
  });

  it('an organisation’s wizard asks nothing about it, and its first step is about the organisation', () => {
    expect(fieldMessages(stepSchema('charity', 1, opts).safeParse({ ...step1, fullName: 'Hope Trust' }))).toEqual({});
    expect(stepTitle(1, 'personal')).toBe(m.create_step_personal());
    expect(stepTitle(1, 'charity')).toBe(m.create_step_organisation());
    expect(stepTitle(1, 'business')).toBe(m.create_step_organisation());
    expect(stepTitle(2, 'business')).toBe(m.create_step_legal());
  });
});

describe('region', () => {
  it('offers Ethiopia’s twelve regions and two chartered cities', () => {
    expect(REGIONS).toHaveLength(14);
    expect(REGIONS).toEqual(expect.arrayContaining(['Addis Ababa', 'Dire Dawa', 'Sidama', 'Central Ethiopia', 'South Ethiopia', "South West Ethiopia Peoples'"]));
    for (const r of REGIONS) expect(regionOf(r)).toBe(r);
  });

  it('the wizard takes only a listed region; the server keeps other text as typed and maps known spellings', () => {
    expect(fieldMessages(wizardStep1({ relation: 'SELF', region: 'Somewhere' }))).toEqual({ region: m.create_region_unknown() });
    expect(fieldMessages(wizardStep1({ relation: 'SELF', region: '' }))).toEqual({ region: m.create_region_required() });
    expect(server({ region: 'Somewhere near Gondar' }).data?.region).toBe('Somewhere near Gondar');
    expect(server({ region: 'ADDIS ABEBA' }).data?.region).toBe('Addis Ababa');
    expect(server({ region: 'ትግራይ' }).data?.region).toBe('Tigray');
    expect(server({ region: 'Benishangul Gumuz' }).data?.region).toBe('Benishangul-Gumuz');
  });

  it('names a listed region in the reader’s language and an old one as typed', () => {
    expect(regionLabel('Oromia')).toBe(m.region_oromia());
    expect(regionLabel('oromiya')).toBe(m.region_oromia());
    expect(regionLabel('Near the lake')).toBe('Near the lake');
    expect(m.region_oromia({}, { locale: 'am' })).toBe('ኦሮሚያ');
  });
});
