// The spec's catalogues (section 3), each written once and imported by web, sw and server.

export const CAMPAIGN_KINDS = ['business', 'charity', 'personal'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** Stored campaign type; `for=<kind>` on the list call filters on it. */
export const CAMPAIGN_TYPES = ['BUSINESS', 'CHARITY', 'PERSONAL'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const kindToType = (kind: CampaignKind): CampaignType => kind.toUpperCase() as CampaignType;

export const CATEGORY_KINDS = {
  CHILDCARE: ['personal', 'charity'],
  MEDICAL: ['personal', 'charity'],
  REHABILITATION: ['personal', 'charity'],
  EDUCATION: ['personal', 'charity', 'business'],
  STARTUP_FUNDING: ['business'],
  LEGAL: ['business', 'personal'],
  PRODUCT_LAUNCH: ['business'],
  BUSINESS_EXPANSION: ['business'],
  EVENT_SPONSORSHIP: ['business', 'charity'],
  RESEARCH_AND_DEVELOPMENT: ['business'],
  EQUIPMENT_PURCHASE: ['business'],
  MARKETING_AND_ADVERTISING: ['business'],
  WORKFORCE_TRAINING: ['business', 'charity'],
  POVERTY_ALLEVIATION: ['charity'],
  EDUCATION_SUPPORT: ['personal', 'charity'],
  HEALTHCARE_ASSISTANCE: ['personal', 'charity'],
  ELDERLY_ASSISTANCE: ['personal', 'charity'],
  ENVIRONMENTAL_CONSERVATION: ['charity'],
  HUMAN_RIGHTS: ['charity'],
  REFUGEE_AID: ['personal', 'charity'],
  RELOCATION: ['personal', 'charity'],
  DISASTER_RELIEF: ['charity'],
} as const satisfies Record<string, readonly CampaignKind[]>;

export type Category = keyof typeof CATEGORY_KINDS;
export const CATEGORIES = Object.keys(CATEGORY_KINDS) as [Category, ...Category[]];

export const categoriesFor = (kind: CampaignKind): Category[] =>
  CATEGORIES.filter((c) => (CATEGORY_KINDS[c] as readonly CampaignKind[]).includes(kind));

export const SECTORS = [
  'AGRICULTURE',
  'CONSTRUCTION',
  'EDUCATION',
  'ENERGY',
  'MANUFACTURING',
  'MEDIA',
  'MINING',
  'TECHNOLOGY',
  'TEXTILE',
  'TOURISM',
  'TRANSPORT',
  'OTHER',
] as const;
export type Sector = (typeof SECTORS)[number];

export const BANKS = [
  'AWASH_BANK',
  'ABAY_BANK',
  'COMMERCIAL_BANK_OF_ETHIOPIA',
  'ABYSSINIA_BANK',
  'ZEMEN_BANK',
] as const;
export type Bank = (typeof BANKS)[number];

/**
 * PENDING and ACTIVE are the spec's; REJECTED (review said no), COMPLETED (closed) and SUSPENDED
 * (a reviewer took it down after reports, migration 0007) are ours.
 */
export const CAMPAIGN_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'COMPLETED', 'SUSPENDED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const IMAGE_TYPES = ['COVER_IMAGE', 'SUPPORTING_IMAGE'] as const;

/**
 * VERIFIED is counted; FAILED was declined or expired at the provider; REFUNDED (issue 42): a
 * reviewer gave the donor back everything they paid.
 */
export const PAYMENT_STATUSES = ['PENDING', 'VERIFIED', 'FAILED', 'REFUNDED'] as const;

export const DOCUMENT_KINDS = [
  'TIN_CERTIFICATE',
  'REGISTRATION_LICENSE',
  'PERSONAL_DOCUMENT',
  'SUPPORTING_DOCUMENT',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const CODE_PURPOSES = ['VERIFY_ACCOUNT', 'RESET_PASSWORD', 'DELETE_ACCOUNT'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Why someone reports a campaign (issue 26). */
export const REPORT_REASONS = ['FRAUD', 'MISLEADING', 'INAPPROPRIATE', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
