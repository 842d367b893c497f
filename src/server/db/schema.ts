import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CATEGORIES,
  CODE_PURPOSES,
  DOCUMENT_KINDS,
  IMAGE_TYPES,
  PAYMENT_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  SECTORS,
} from '#contract/enums';
import { WITHDRAWAL_STATUSES } from '#contract/payout';
import type { Channel } from '#contract/channels';
import type { PayCurrency } from '#contract/money';
import type { Relation } from '#contract/relations';

export const roleEnum = pgEnum('role', ROLES);
export const campaignStatusEnum = pgEnum('campaign_status', CAMPAIGN_STATUSES);
export const campaignTypeEnum = pgEnum('campaign_type', CAMPAIGN_TYPES);
export const categoryEnum = pgEnum('campaign_category', CATEGORIES);
export const imageTypeEnum = pgEnum('image_type', IMAGE_TYPES);
export const sectorEnum = pgEnum('sector', SECTORS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);
export const codePurposeEnum = pgEnum('code_purpose', CODE_PURPOSES);
export const withdrawalStatusEnum = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);

/** Amounts in Birr: exact decimals, read back as strings by both drivers. */
const birr = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    profilePicture: text('profile_picture'),
    /** Storage key of the picture the user uploaded (migration 0005), so a new one removes it. */
    profilePictureKey: text('profile_picture_key'),
    /** argon2id; null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /** The subject of the person's Telegram sign-in (migration 0029, issue 45). */
    telegramSub: text('telegram_sub'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    role: roleEnum('role').notNull().default('USER'),
    /** The language the person chose (am | en, migration 0010); null until they choose one. */
    locale: text('locale'),
    /**
     * Bumped whenever a credential changes hands or is replaced (reset, password change, Google
     * link, proof of address by someone else, migration 0012): a session issued under an older
     * epoch is never issued or refreshed.
     */
    credentialsEpoch: integer('credentials_epoch').notNull().default(0),
    /** When and why a reviewer deactivated the account (migration 0016); null while active. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedReason: text('deactivated_reason'),
    /** When the person deleted their account (migration 0017): the row stays, blanked, for the ledger. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_telegram_sub_key').on(t.telegramSub),
    check('users_email_or_phone', sql`${t.email} is not null or ${t.phoneNumber} is not null or ${t.deletedAt} is not null`),
  ],
);

/** The columns a business and a charity (or a person raising for themselves) share. */
const recipientColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  fullName: text('full_name').notNull(),
  sector: sectorEnum('sector'),
  website: text('website'),
  region: text('region').notNull(),
  city: text('city').notNull(),
  relativeLocation: text('relative_location'),
  publicEmail: text('public_email'),
  publicPhoneNumber: text('public_phone_number'),
  contactEmail: text('contact_email').notNull(),
  contactPhoneNumber: text('contact_phone_number').notNull(),
  tinNumber: text('tin_number'),
  licenseNumber: text('license_number'),
  createdAt: createdAt(),
});

export const businesses = pgTable('businesses', recipientColumns());

export const charities = pgTable('charities', {
  ...recipientColumns(),
  /** true for a charity organisation; false for a person raising for themselves or someone close. */
  isOrganization: boolean('is_organization').notNull(),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    deadline: date('deadline').notNull(),
    goalAmount: birr('goal_amount').notNull(),
    raisedAmount: birr('raised_amount').notNull().default('0'),
    category: categoryEnum('category').notNull(),
    status: campaignStatusEnum('status').notNull().default('PENDING'),
    type: campaignTypeEnum('type').notNull(),
    businessId: uuid('business_id').references(() => businesses.id),
    charityId: uuid('charity_id').references(() => charities.id),
    reviewNote: text('review_note'),
    /** Why a reviewer rejected the campaign, shown to its organiser (migration 0002). */
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    /** The client's Idempotency-Key for the create call, so a resent submission is not created twice. */
    idempotencyKey: text('idempotency_key'),
    /** When the organiser was told the goal was reached (migration 0006): once. */
    goalNoticedAt: timestamp('goal_noticed_at', { withTimezone: true }),
    /** When the organiser was last sent a batch of new donations (at most one an hour). */
    donationNoticeAt: timestamp('donation_notice_at', { withTimezone: true }),
    /** When the campaign became COMPLETED (deadline passed or closed early). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Title, description, recipient and organiser names; set by a trigger (migration 0004), never by us. */
    searchText: text('search_text').notNull().default(''),
    /** Why a reviewer suspended it, told to the organiser (migration 0007). */
    suspendedReason: text('suspended_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** What the campaign was when suspended (migration 0012): reinstating restores it. */
    statusBeforeSuspension: campaignStatusEnum('status_before_suspension'),
    /** Suspended because its organiser was deactivated (migration 0016): reactivation reinstates it. */
    suspendedByDeactivation: boolean('suspended_by_deactivation').notNull().default(false),
    // Issue 44 (migration 0023): how the organiser is related to the recipient (contract/relations.ts),
    // and the recipient's name when a personal campaign raises for someone else.
    relation: text('relation').$type<Relation>(),
    recipientName: text('recipient_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_status_created_idx').on(t.status, t.createdAt.desc()),
    index('campaigns_category_idx').on(t.category),
    index('campaigns_user_idx').on(t.userId),
    index('campaigns_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('campaigns_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('campaigns_goal_positive', sql`${t.goalAmount} > 0`),
    check('campaigns_raised_non_negative', sql`${t.raisedAmount} >= 0`),
  ],
);

export const campaignMedia = pgTable(
  'campaign_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    imageType: imageTypeEnum('image_type').notNull(),
    /** Base storage key; renditions live at {key}-{width}.webp (see media/images.ts). */
    storageKey: text('storage_key').notNull(),
    /** Widths rendered, for srcset. */
    widths: integer('widths').array().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_media_campaign_idx').on(t.campaignId, t.position)],
);

/** Legal and supporting documents: private to the organiser and reviewers, never public URLs. */
export const recipientDocuments = pgTable(
  'recipient_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id),
    charityId: uuid('charity_id').references(() => charities.id),
    kind: documentKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recipient_documents_campaign_idx').on(t.campaignId)],
);

export const bankDetails = pgTable('bank_details', {
  id: uuid('id').primaryKey().defaultRandom(),
  campaignId: uuid('campaign_id')
    .notNull()
    .unique()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(), // a payout destination's id (issue 44, migration 0030)
  holderName: text('holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  createdAt: createdAt(),
});

export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** null for a guest donation */
    userId: uuid('user_id').references(() => users.id),
    donorFirstName: text('donor_first_name').notNull(),
    donorLastName: text('donor_last_name').notNull(),
    email: text('email').notNull(),
    /** The language the donation was made in (migration 0010): its receipt and updates use it. */
    locale: text('locale'),
    amount: birr('amount').notNull(),
    /** Service fee deducted, and the rate it was computed with (configuration at the time). */
    fee: birr('fee').notNull().default('0'),
    feeRate: numeric('fee_rate', { precision: 5, scale: 4 }).notNull().default('0'),
    /**
     * The donor added the fee on top (migration 0018): then `amount` is the gift plus `fee`. Either
     * way `amount` is what the donor paid and `amount − fee` what reaches the campaign.
     */
    feeCovered: boolean('fee_covered').notNull().default(false),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** What the provider was asked for and must confirm (migration 0003). */
    currency: text('currency').notNull().default('ETB'),
    /**
     * A gift paid abroad (migration 0032, issue 43): the provider is asked for `chargeAmount` in
     * `chargeCurrency` ('USD'); `amount` and `fee` stay in Birr, at `exchangeRate` (Birr per unit,
     * quoted on `rateDate` until verified, then the provider's when it reports one: `rateSource`).
     */
    chargeCurrency: text('charge_currency').$type<PayCurrency>().notNull().default('ETB'),
    chargeAmount: numeric('charge_amount', { precision: 14, scale: 2 }),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4 }),
    rateDate: date('rate_date', { mode: 'string' }),
    rateSource: text('rate_source').$type<'quoted' | 'provider'>(),
    txRef: text('tx_ref').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    provider: text('provider').notNull().default('sandbox'),
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    /** Why a payment ended FAILED (declined, cancelled, amount or currency mismatch). */
    failureReason: text('failure_reason'),
    /** The printable receipt's address, known only to the donor (migration 0006). */
    receiptToken: text('receipt_token'),
    /** When this donation was part of a notice to the organiser (batched, hourly at most). */
    organiserNoticedAt: timestamp('organiser_noticed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Words of support (migration 0007): public once VERIFIED, unless hidden or removed. */
    message: text('message'),
    messageHiddenAt: timestamp('message_hidden_at', { withTimezone: true }),
    messageRemovedAt: timestamp('message_removed_at', { withTimezone: true }),
    /** When the provider was last asked about this (pending) payment (migration 0012). */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /** "Send me updates" on the donation form (migration 0021): once verified, the donor follows. */
    followUpdates: boolean('follow_updates').notNull().default(true),
    /** The team page the gift was made through (migration 0027, issue 44); it counts for the campaign all the same. */
    teamId: uuid('team_id').references(() => campaignTeams.id, { onDelete: 'set null' }),
    /** The channel its donor came by (migration 0026, issue 44: contract/channels.ts); null when the client did not say. */
    channel: text('channel').$type<Channel>(),
    /** Its donor deleted their account (migration 0017): name and email blanked, shown as "Deleted account". */
    donorDeleted: boolean('donor_deleted').notNull().default(false),
    /** The donor removed this unfinished payment from their history (migration 0033, issue 43). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When the receipt was handed to the mail server (migration 0033, issue 43). */
    receiptEmailedAt: timestamp('receipt_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('donations_tx_ref_key').on(t.txRef),
    uniqueIndex('donations_receipt_token_key').on(t.receiptToken),
    index('donations_campaign_status_idx').on(t.campaignId, t.paymentStatus, t.createdAt.desc()),
    index('donations_user_idx').on(t.userId),
    check('donations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The embedded sandbox payment provider's own ledger (migration 0003): what it was asked to
 * charge and what the donor chose on its checkout page. It answers verify calls from here,
 * as a real provider answers from its records.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  txRef: text('tx_ref').primaryKey(),
  amount: birr('amount').notNull(),
  currency: text('currency').notNull(),
  /** pending | success | failed */
  status: text('status').notNull().default('pending'),
  reference: text('reference').notNull(),
  /** When it was refunded (migration 0019). */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Refunds (migration 0019): a reviewer gives a donor back everything they paid, and Birr its fee.
 * PENDING counts as refunded (the money is out of the campaign's) until the provider confirms
 * (DONE) or refuses (FAILED, undone). At most one live refund per donation (a partial unique index).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    amount: birr('amount').notNull(),
    fee: birr('fee').notNull().default('0'),
    currency: text('currency').notNull().default('ETB'),
    reason: text('reason').notNull(),
    /** PENDING | DONE | FAILED */
    status: text('status').$type<'PENDING' | 'DONE' | 'FAILED'>().notNull().default('PENDING'),
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    refundedBy: uuid('refunded_by').references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    triedAt: timestamp('tried_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_reference_key').on(t.reference),
    uniqueIndex('refunds_live_donation_key').on(t.donationId).where(sql`${t.status} <> 'FAILED'`),
    index('refunds_campaign_idx').on(t.campaignId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Payouts to a campaign's bank account (migration 0006). The bank details are copied at request
 * time, so what a reviewer approved is what is paid. `reference` is the transfer's unique
 * reference at the provider, set when a reviewer approves.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    amount: birr('amount').notNull(),
    currency: text('currency').notNull().default('ETB'),
    status: withdrawalStatusEnum('status').notNull().default('REQUESTED'),
    bankName: text('bank_name').notNull(), // a payout destination's id (issue 44, migration 0030)
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why it was rejected (the reviewer's words), or the provider's words on why the transfer failed. */
    reason: text('reason'),
    /** Why the transfer failed, as a code translated when shown (PAYOUT_FAILURE_CODES, migration 0011). */
    failureCode: text('failure_code'),
    reference: text('reference'),
    /** What the provider says it sent when that differs from `amount` (HELD, migration 0012). */
    providerAmount: birr('provider_amount'),
    /** The reviewer who settled a HELD payout as PAID or FAILED, and when (migration 0014). */
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    provider: text('provider'),
    providerReference: text('provider_reference'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When the provider accepted the transfer; null while it still has to be started (or retried). */
    transferStartedAt: timestamp('transfer_started_at', { withTimezone: true }),
    transferAttempts: integer('transfer_attempts').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** What it was (REQUESTED, or APPROVED before its transfer started) when its organiser's deactivation held it (migration 0016): reactivation restores it. */
    heldFrom: withdrawalStatusEnum('held_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_campaign_idempotency_key').on(t.campaignId, t.idempotencyKey),
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_campaign_idx').on(t.campaignId, t.status),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The sandbox payout provider's own ledger (migration 0006): every transfer it was asked for. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  reference: text('reference').primaryKey(),
  amount: birr('amount').notNull(),
  currency: text('currency').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  /** success | failed | pending */
  status: text('status').notNull().default('success'),
  providerReference: text('provider_reference').notNull(),
  createdAt: createdAt(),
});

/** Verification codes and password-reset tokens, stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt.desc()),
    // Reset links are looked up by their hash alone.
    index('verification_codes_hash_idx').on(t.codeHash),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens rotated from one sign-in share a family; reuse of a rotated one revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    /** The user's credentials epoch when this session was issued (migration 0012). */
    credentialsEpoch: integer('credentials_epoch').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** An organiser's news for donors (migration 0007). */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Base storage key of the re-encoded image (renditions as for campaign media), if any. */
    imageKey: text('image_key'),
    imageWidths: integer('image_widths').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt.desc())],
);

/** Emails that asked for no more updates of a campaign (stored lower-case). */
export const updateUnsubscribes = pgTable(
  'update_unsubscribes',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.email] })],
);

export const campaignReports = pgTable(
  'campaign_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id),
    reporterEmail: text('reporter_email'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    /** The language the report was filed in (migration 0011): a guest reporter hears the outcome in it. */
    locale: text('locale'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('OPEN'),
    /** How many more times the same reporter reported this campaign while it was open (migration 0012). */
    repeats: integer('repeats').notNull().default(0),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_reports_open_idx').on(t.status, t.campaignId, t.createdAt)],
);

/** What an organiser changed on a live campaign: field → {from, to}, for reviewers. */
export const campaignEdits = pgTable(
  'campaign_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    /**
     * APPLIED at once, or (migration 0012) PENDING a reviewer when it changes what the cause is
     * after a verified donation, then APPROVED or REJECTED.
     */
    status: text('status', { enum: ['APPLIED', 'PENDING', 'APPROVED', 'REJECTED'] }).notNull().default('APPLIED'),
    /** A pending edit's new values and new media rows, applied when a reviewer approves. */
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
    /** When the donors were told of an approved edit (migration 0015; the job queue sends it). */
    donorsToldAt: timestamp('donors_told_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_edits_campaign_idx').on(t.campaignId, t.createdAt.desc()),
    uniqueIndex('campaign_edits_one_pending').on(t.campaignId).where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * One write per intent (migration 0012): the first request with an Idempotency-Key does the
 * write and its answer is kept; a repeat with the same key gets that answer.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Who sent it and which route, so two people's keys never meet. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The body's hash: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still being handled. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);

/**
 * Who did what (migration 0016): one row per reviewer or operator action and per sensitive change
 * by an organiser, written in the action's own transaction. A trigger refuses UPDATE, DELETE and
 * TRUNCATE: rows are only added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for the system (a job). */
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_target_idx').on(t.targetId, t.at.desc()),
  ],
);

/**
 * A person who proved who they are with Fayda through eSignet (migration 0020): the name as the ID
 * gives it, when, and the provider's subject as an HMAC keyed with the server's secret, so one
 * identity verifies one account without anything here naming the person's ID.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    provider: text('provider').$type<'FAYDA'>().notNull(),
    subjectHash: text('subject_hash').notNull(),
    nameEn: text('name_en'),
    nameAm: text('name_am'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_verifications_subject_key').on(t.provider, t.subjectHash)],
);

/**
 * One person following one campaign (migration 0021): an account, or a guest's email or phone
 * confirmed with a code. Unfollowing keeps the row (its deliveries stay counted) and sets
 * `unfollowedAt`; following again clears it.
 */
export const campaignFollowers = pgTable(
  'campaign_followers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    phoneNumber: text('phone_number'),
    locale: text('locale'),
    channels: text('channels').array().notNull().default(sql`'{}'`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unfollowedAt: timestamp('unfollowed_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_followers_user_key').on(t.campaignId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('campaign_followers_email_key').on(t.campaignId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('campaign_followers_phone_key').on(t.campaignId, t.phoneNumber).where(sql`${t.phoneNumber} is not null`),
    uniqueIndex('campaign_followers_token_key').on(t.unsubscribeTokenHash),
    check('campaign_followers_one_destination', sql`num_nonnulls(${t.userId}, ${t.email}, ${t.phoneNumber}) = 1`),
  ],
);

export type NotificationKind =
  | 'UPDATE' | 'HALFWAY' | 'GOAL' | 'LAST_DAYS' | 'ENDED' | 'SUSPENDED' | 'REFUNDED'
  | 'DONATIONS' | 'WITHDRAWAL_DECISION' | 'PAYOUT_PAID' | 'PAYOUT_FAILED' | 'REPORT_DECISION';

/** Something to tell a campaign's followers (migration 0021), delivered by the job queue. */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** followers, or the campaign's team: its organiser and treasurers (migration 0028). */
    audience: text('audience').$type<'followers' | 'team'>().notNull().default('followers'),
    /** What a team message's words need: a batch's count and sum, an amount (migration 0028). */
    data: jsonb('data').$type<Record<string, string | number>>(),
    urgent: boolean('urgent').notNull().default(false),
    updateId: uuid('update_id').references(() => campaignUpdates.id, { onDelete: 'set null' }),
    onceKey: text('once_key'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_messages_once_key').on(t.campaignId, t.onceKey)],
);

/** One message to one person (migration 0021): unique per (message, destination). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => notificationMessages.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    followerId: uuid('follower_id').references(() => campaignFollowers.id, { onDelete: 'set null' }),
    /** A team member's delivery: the person (migration 0028). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    destination: text('destination').notNull(),
    channel: text('channel').$type<'email' | 'sms' | 'push' | 'telegram'>().notNull(),
    status: text('status').$type<'sending' | 'sent' | 'failed' | 'removed' | 'skipped'>().notNull(),
    urgent: boolean('urgent').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_deliveries_once').on(t.messageId, t.destination)],
);

// ── Issue 45 (engineer G, migration 0028): Web Push and each person's channels ──

/** One device's Web Push subscription, of one account; gone when the push service says 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** Where a person chose to hear from us; without a row, email (else SMS). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: text('channels').array().$type<Array<'email' | 'sms' | 'push' | 'telegram'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Issue 42 item 2 (engineer A, migration 0022): treasurers ──

/** An invitation to be a campaign's treasurer; accepted and not removed, a treasurer. */
export const campaignTreasurers = pgTable(
  'campaign_treasurers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Null until the invitation is accepted. */
    userId: uuid('user_id').references(() => users.id),
    email: text('email'),
    phoneNumber: text('phone_number'),
    locale: text('locale'),
    /** sha256 of the invitation link's token; cleared once used. */
    tokenHash: text('token_hash'),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_treasurers_token_key').on(t.tokenHash),
    check('campaign_treasurers_one_destination', sql`num_nonnulls(${t.email}, ${t.phoneNumber}) = 1`),
  ],
);

/** A treasurer's approval or refusal of a withdrawal: one per treasurer and withdrawal. */
export const withdrawalTreasurerDecisions = pgTable(
  'withdrawal_treasurer_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    treasurerId: uuid('treasurer_id')
      .notNull()
      .references(() => campaignTreasurers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    approve: boolean('approve').notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdrawal_treasurer_decisions_key').on(t.withdrawalId, t.userId)],
);

// Issue 45 (engineer H): the Telegram bot and signing in with Telegram (migration 0029).

/** The chat the bot writes to for one account, from its /start deep link; stopped by /stop or a block. */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [index('telegram_links_chat_idx').on(t.chatId)],
);

/** A deep link's one-time token, hashed (sha256), until it expires or is used. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('telegram_link_tokens_user_idx').on(t.userId)],
);

/** Updates the webhook has handled: Telegram retries one it thinks failed, and it is handled once. */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Issue 44: fixing a rejected campaign (migration 0025) ──
/** What a campaign held when a reviewer rejected it, for the diff the next reviewer sees. */
export const campaignRejections = pgTable(
  'campaign_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    snapshot: jsonb('snapshot').$type<{ fields: Record<string, string | null>; files: Record<string, string[]> }>().notNull(),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
  },
  (t) => [index('campaign_rejections_campaign_idx').on(t.campaignId, t.rejectedAt.desc())],
);

// ── Issue 44 (engineer F, migration 0027): teams ──

/** A supporter's team page for a campaign; removed ones keep their row (and their address). */
export const campaignTeams = pgTable(
  'campaign_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Who started it (null once their account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Unique per campaign, made from the name (contract/teams.ts teamSlug). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    why: text('why').notNull(),
    targetAmount: birr('target_amount').notNull(),
    /** Renditions at {key}-{width}.webp and the link preview at {key}-preview.jpg. */
    photoKey: text('photo_key'),
    photoWidths: integer('photo_widths').array(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('campaign_teams_slug_key').on(t.campaignId, t.slug),
    uniqueIndex('campaign_teams_one_per_user').on(t.campaignId, t.userId).where(sql`${t.removedAt} IS NULL AND ${t.userId} IS NOT NULL`),
  ],
);

// ── Issues 42 item 6 and 44 (engineer C, migration 0024): relayed messages ──

/** An organiser's thank-you to every donor not yet thanked: written per donor by the `relay-messages` job. */
export const thankBatches = pgTable(
  'thank_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
  },
  (t) => [index('thank_batches_open_idx').on(t.createdAt).where(sql`${t.expandedAt} IS NULL`)],
);

/**
 * One message Birr relays to one person without showing either side's address: a visitor's to a
 * campaign's organiser (`contact`), an organiser's thank-you to a donation's donor (`thanks`, one
 * per donation). The address is looked up when the job sends it, never kept here.
 */
export const relayMessages = pgTable(
  'relay_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'contact' | 'thanks'>().notNull(),
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => thankBatches.id, { onDelete: 'set null' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    /** A contact's own address (email or phone), which they chose to give for the reply. */
    replyTo: text('reply_to'),
    senderLocale: text('sender_locale'),
    message: text('message').notNull(),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed' | 'skipped'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('relay_messages_donation_key').on(t.donationId).where(sql`${t.donationId} IS NOT NULL`),
    index('relay_messages_due_idx').on(t.createdAt).where(sql`${t.status} IN ('pending', 'sending', 'failed')`),
    index('relay_messages_campaign_idx').on(t.campaignId, t.kind),
  ],
);

// ── Issue 44, "know what works" (engineer E, migration 0026): visits per channel ──

/** Visitors counted per campaign, day (Ethiopia's) and channel: counts, nothing about anyone. */
export const campaignVisits = pgTable(
  'campaign_visits',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.channel] })],
);

/** Today's random salt for visitors' hashes, shared by every instance; gone once its day is over. */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** Who was counted today, as sha256(salt, campaign, address, agent): once per campaign per day; gone with the salt. */
export const visitHashes = pgTable(
  'visit_hashes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

// ── Issue 44, "paid where Ethiopians keep money" (engineer I, migration 0030): payout destinations ──

/** Chapa's banks and wallets (server/modules/banks), shared by every instance; replaced whole on each refresh. */
export const payoutDestinations = pgTable('payout_destinations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<'bank' | 'wallet'>().notNull(),
  accountLength: integer('account_length'),
  providerCode: text('provider_code').notNull(),
  position: integer('position').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

// ── Issue 43, "pay without leaving Birr" (engineer DC, migration 0031): Chapa's direct charge ──

/** A donation paid by a mobile wallet: how Chapa asked the donor to authorize it (modules/donations/direct-charge.ts). */
export const directCharges = pgTable('direct_charges', {
  txRef: text('tx_ref').primaryKey(),
  method: text('method').notNull(),
  /** ussd: a push to the phone; otp: a code the donor types on our page; approved: the code was taken; timed_out: nobody answered in time. */
  state: text('state').$type<'ussd' | 'otp' | 'approved' | 'timed_out'>().notNull(),
  /** Chapa's reference for the charge, sent back with the OTP. */
  reference: text('reference'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** The embedded sandbox's pretend phone for a direct charge: what it does, from when (adapters/payments/sandbox-direct-charge.ts). */
export const sandboxDirectCharges = pgTable('sandbox_direct_charges', {
  txRef: text('tx_ref').primaryKey(),
  outcome: text('outcome').$type<'success' | 'failed' | 'silent' | 'otp'>().notNull(),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
});

// ── Issue 43, "from abroad" (engineer USD, migration 0032): exchange rates ──

/** The current rate of each foreign currency in Birr (server/modules/rates), shared by every instance. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
  rateDate: date('rate_date', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
