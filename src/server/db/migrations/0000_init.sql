CREATE TYPE "public"."bank" AS ENUM('AWASH_BANK', 'ABAY_BANK', 'COMMERCIAL_BANK_OF_ETHIOPIA', 'ABYSSINIA_BANK', 'ZEMEN_BANK');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('PENDING', 'ACTIVE', 'REJECTED', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."campaign_type" AS ENUM('BUSINESS', 'CHARITY', 'PERSONAL');--> statement-breakpoint
CREATE TYPE "public"."campaign_category" AS ENUM('CHILDCARE', 'MEDICAL', 'REHABILITATION', 'EDUCATION', 'STARTUP_FUNDING', 'LEGAL', 'PRODUCT_LAUNCH', 'BUSINESS_EXPANSION', 'EVENT_SPONSORSHIP', 'RESEARCH_AND_DEVELOPMENT', 'EQUIPMENT_PURCHASE', 'MARKETING_AND_ADVERTISING', 'WORKFORCE_TRAINING', 'POVERTY_ALLEVIATION', 'EDUCATION_SUPPORT', 'HEALTHCARE_ASSISTANCE', 'ELDERLY_ASSISTANCE', 'ENVIRONMENTAL_CONSERVATION', 'HUMAN_RIGHTS', 'REFUGEE_AID', 'RELOCATION', 'DISASTER_RELIEF');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('VERIFY_ACCOUNT', 'RESET_PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('TIN_CERTIFICATE', 'REGISTRATION_LICENSE', 'PERSONAL_DOCUMENT', 'SUPPORTING_DOCUMENT');--> statement-breakpoint
CREATE TYPE "public"."image_type" AS ENUM('COVER_IMAGE', 'SUPPORTING_IMAGE');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'VERIFIED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('USER', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."sector" AS ENUM('AGRICULTURE', 'CONSTRUCTION', 'EDUCATION', 'ENERGY', 'MANUFACTURING', 'MEDIA', 'MINING', 'TECHNOLOGY', 'TEXTILE', 'TOURISM', 'TRANSPORT', 'OTHER');--> statement-breakpoint
CREATE TABLE "bank_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"bank_name" "bank" NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_details_campaign_id_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"sector" "sector",
	"website" text,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"relative_location" text,
	"public_email" text,
	"public_phone_number" text,
	"contact_email" text NOT NULL,
	"contact_phone_number" text NOT NULL,
	"tin_number" text,
	"license_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"image_type" "image_type" NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"deadline" date NOT NULL,
	"goal_amount" numeric(14, 2) NOT NULL,
	"raised_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"category" "campaign_category" NOT NULL,
	"status" "campaign_status" DEFAULT 'PENDING' NOT NULL,
	"type" "campaign_type" NOT NULL,
	"business_id" uuid,
	"charity_id" uuid,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_goal_positive" CHECK ("campaigns"."goal_amount" > 0),
	CONSTRAINT "campaigns_raised_non_negative" CHECK ("campaigns"."raised_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "charities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"sector" "sector",
	"website" text,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"relative_location" text,
	"public_email" text,
	"public_phone_number" text,
	"contact_email" text NOT NULL,
	"contact_phone_number" text NOT NULL,
	"tin_number" text,
	"license_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_organization" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"donor_first_name" text NOT NULL,
	"donor_last_name" text NOT NULL,
	"email" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fee_rate" numeric(5, 4) DEFAULT '0' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"tx_ref" text NOT NULL,
	"payment_status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"provider_reference" text,
	"checkout_url" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"business_id" uuid,
	"charity_id" uuid,
	"kind" "document_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone_number" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"profile_picture" text,
	"password_hash" text,
	"google_sub" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"role" "role" DEFAULT 'USER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_or_phone" CHECK ("users"."email" is not null or "users"."phone_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_media" ADD CONSTRAINT "campaign_media_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_documents" ADD CONSTRAINT "recipient_documents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_documents" ADD CONSTRAINT "recipient_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_documents" ADD CONSTRAINT "recipient_documents_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_media_campaign_idx" ON "campaign_media" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_category_idx" ON "campaigns" USING btree ("category");--> statement-breakpoint
CREATE INDEX "campaigns_user_idx" ON "campaigns" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_user_idempotency_key" ON "campaigns" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_tx_ref_key" ON "donations" USING btree ("tx_ref");--> statement-breakpoint
CREATE INDEX "donations_campaign_status_idx" ON "donations" USING btree ("campaign_id","payment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recipient_documents_campaign_idx" ON "recipient_documents" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at" DESC NULLS LAST);