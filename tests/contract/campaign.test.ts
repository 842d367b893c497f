import { describe, expect, it } from 'vitest';
import { CampaignListQuery } from '#contract/campaign';
import { cardBadge, detailBadge, progressPercent } from '#contract/display';
import { daysLeft, daysLeftText } from '#contract/days-left';
import { categoriesFor, CATEGORIES } from '#contract/enums';
import { categoryLabel, categoryLowerLabel, statusLabel } from '#contract/labels';
import { formatBirr2, formatBr, formatPercent } from '#contract/money';
import { isEmail, isPhone } from '#contract/patterns';

describe('card badge', () => {
  it('follows the spec’s rule, including the lower-case fallback', () => {
    expect(cardBadge({ businessId: 'b', charityId: null, charity: null })).toBe('Business');
    expect(cardBadge({ businessId: null, charityId: 'c', charity: { isOrganization: true } })).toBe('Charity');
    expect(cardBadge({ businessId: null, charityId: 'c', charity: { isOrganization: false } })).toBe('Personal');
    expect(cardBadge({ businessId: null, charityId: null, charity: null })).toBe('charity');
  });
  it('on the detail page falls back to Personal', () => {
    expect(detailBadge({ business: {}, charity: null })).toBe('Business');
    expect(detailBadge({ business: null, charity: { isOrganization: true } })).toBe('Charity');
    expect(detailBadge({ business: null, charity: null })).toBe('Personal');
  });
});

describe('days left', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('rounds partial days up', () => {
    expect(daysLeft('2026-11-25', now)).toBe(3);
    expect(daysLeftText('2026-11-25', now)).toBe('3 days left');
    expect(daysLeftText('2026-11-23', now)).toBe('1 day left');
  });
  it('says today is the day on the last day', () => {
    expect(daysLeftText('2026-11-22', now)).toBe('Today is the day!');
  });
  it('says how long ago it expired', () => {
    expect(daysLeftText('2026-11-21', now)).toBe('Expired 1 day ago');
    expect(daysLeftText('2026-11-10', now)).toBe('Expired 12 days ago');
  });
});

describe('progress', () => {
  it('is rounded to 2 decimals', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(1500, 1000)).toBe(150);
  });
  it('is 0 without a goal', () => {
    expect(progressPercent(100, 0)).toBe(0);
  });
});

describe('labels', () => {
  it('turns category ids into sentence case', () => {
    expect(categoryLabel('RESEARCH_AND_DEVELOPMENT')).toBe('Research and development');
    expect(categoryLabel('MEDICAL')).toBe('Medical');
    expect(statusLabel('PENDING')).toBe('Pending');
  });
  it('shows the category in lower case on the detail page', () => {
    expect(categoryLowerLabel('EDUCATION_SUPPORT')).toBe('education support');
  });
  it('offers each kind only its categories', () => {
    expect(categoriesFor('business')).toContain('STARTUP_FUNDING');
    expect(categoriesFor('business')).not.toContain('MEDICAL');
    expect(categoriesFor('personal')).toEqual([
      'CHILDCARE', 'MEDICAL', 'REHABILITATION', 'EDUCATION', 'LEGAL', 'EDUCATION_SUPPORT',
      'HEALTHCARE_ASSISTANCE', 'ELDERLY_ASSISTANCE', 'REFUGEE_AID', 'RELOCATION',
    ]);
    expect(CATEGORIES).toHaveLength(22);
  });
});

describe('Birr formatting', () => {
  it('groups thousands and labels Br', () => {
    expect(formatBr(1234567.5)).toBe('1,234,567.50 Br');
    expect(formatBr(1234.999)).toBe('1,235.00 Br');
    expect(formatPercent(62)).toBe('62%');
    expect(formatPercent(62.5)).toBe('62.5%');
    expect(formatBr(0)).toBe('0.00 Br');
    expect(formatBirr2(1500)).toBe('1,500.00');
  });
});

describe('patterns', () => {
  it('accepts Ethiopian phone numbers only', () => {
    expect(isPhone('0911234567')).toBe(true);
    expect(isPhone('+251911234567')).toBe(true);
    expect(isPhone('0011234567')).toBe(false);
    expect(isPhone('091123456')).toBe(false);
    expect(isPhone('+25191123456')).toBe(false);
  });
  it('accepts loose emails', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});

describe('list query', () => {
  it('defaults to page 1 of 10 (the original client sends no limit) and caps the limit at 50', () => {
    expect(CampaignListQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(CampaignListQuery.parse({ limit: '80', category: 'medical', search: '  ' })).toEqual({
      page: 1,
      limit: 50,
      category: 'MEDICAL',
      search: undefined,
    });
  });
});
