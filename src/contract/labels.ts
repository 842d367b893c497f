// Display names of the catalogues' ids, in the current language (the request's on the server, the
// page's in the browser): each looked up when called, never at module load.
import { m } from '../i18n/paraglide/messages.js';

/** "RESEARCH_AND_DEVELOPMENT" → "Research and development" (the spec's sentence case). */
export function sentenceCase(id: string): string {
  const words = id.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Names = Record<string, () => string>;
const named = (names: Names) => (id: string) => names[id]?.() ?? sentenceCase(id);

const CATEGORY_NAMES: Names = {
  CHILDCARE: () => m.cat_childcare(),
  MEDICAL: () => m.cat_medical(),
  REHABILITATION: () => m.cat_rehabilitation(),
  EDUCATION: () => m.cat_education(),
  STARTUP_FUNDING: () => m.cat_startup_funding(),
  LEGAL: () => m.cat_legal(),
  PRODUCT_LAUNCH: () => m.cat_product_launch(),
  BUSINESS_EXPANSION: () => m.cat_business_expansion(),
  EVENT_SPONSORSHIP: () => m.cat_event_sponsorship(),
  RESEARCH_AND_DEVELOPMENT: () => m.cat_research_and_development(),
  EQUIPMENT_PURCHASE: () => m.cat_equipment_purchase(),
  MARKETING_AND_ADVERTISING: () => m.cat_marketing_and_advertising(),
  WORKFORCE_TRAINING: () => m.cat_workforce_training(),
  POVERTY_ALLEVIATION: () => m.cat_poverty_alleviation(),
  EDUCATION_SUPPORT: () => m.cat_education_support(),
  HEALTHCARE_ASSISTANCE: () => m.cat_healthcare_assistance(),
  ELDERLY_ASSISTANCE: () => m.cat_elderly_assistance(),
  ENVIRONMENTAL_CONSERVATION: () => m.cat_environmental_conservation(),
  HUMAN_RIGHTS: () => m.cat_human_rights(),
  REFUGEE_AID: () => m.cat_refugee_aid(),
  RELOCATION: () => m.cat_relocation(),
  DISASTER_RELIEF: () => m.cat_disaster_relief(),
};

const STATUS_NAMES: Names = {
  PENDING: () => m.status_pending(),
  ACTIVE: () => m.status_active(),
  REJECTED: () => m.status_rejected(),
  COMPLETED: () => m.status_completed(),
  SUSPENDED: () => m.status_suspended(),
};

const SECTOR_NAMES: Names = {
  AGRICULTURE: () => m.sector_agriculture(),
  CONSTRUCTION: () => m.sector_construction(),
  EDUCATION: () => m.sector_education(),
  ENERGY: () => m.sector_energy(),
  MANUFACTURING: () => m.sector_manufacturing(),
  MEDIA: () => m.sector_media(),
  MINING: () => m.sector_mining(),
  TECHNOLOGY: () => m.sector_technology(),
  TEXTILE: () => m.sector_textile(),
  TOURISM: () => m.sector_tourism(),
  TRANSPORT: () => m.sector_transport(),
  OTHER: () => m.sector_other(),
};

/** Banks by the names people know them by (proper names, not sentence case). */
const BANK_NAMES: Names = {
  AWASH_BANK: () => m.bank_awash_bank(),
  ABAY_BANK: () => m.bank_abay_bank(),
  COMMERCIAL_BANK_OF_ETHIOPIA: () => m.bank_commercial_bank_of_ethiopia(),
  ABYSSINIA_BANK: () => m.bank_abyssinia_bank(),
  ZEMEN_BANK: () => m.bank_zemen_bank(),
  // Issue 44: the other banks and wallets with a name in the catalogues; the rest show the provider's name.
  DASHEN_BANK: () => m.bank_dashen_bank(),
  COOPERATIVE_BANK_OF_OROMIA: () => m.bank_cooperative_bank_of_oromia(),
  HIBRET_BANK: () => m.bank_hibret_bank(),
  WEGAGEN_BANK: () => m.bank_wegagen_bank(),
  NIB_INTERNATIONAL_BANK: () => m.bank_nib_international_bank(),
  BUNNA_BANK: () => m.bank_bunna_bank(),
  OROMIA_BANK: () => m.bank_oromia_bank(),
  AMHARA_BANK: () => m.bank_amhara_bank(),
  BERHAN_BANK: () => m.bank_berhan_bank(),
  ENAT_BANK: () => m.bank_enat_bank(),
  DEVELOPMENT_BANK_OF_ETHIOPIA: () => m.bank_development_bank_of_ethiopia(),
  GLOBAL_BANK_ETHIOPIA: () => m.bank_global_bank_ethiopia(),
  LION_INTERNATIONAL_BANK: () => m.bank_lion_international_bank(),
  TSEHAY_BANK: () => m.bank_tsehay_bank(),
  SIINQEE_BANK: () => m.bank_siinqee_bank(),
  AHADU_BANK: () => m.bank_ahadu_bank(),
  GADAA_BANK: () => m.bank_gadaa_bank(),
  HIJRA_BANK: () => m.bank_hijra_bank(),
  ZAMZAM_BANK: () => m.bank_zamzam_bank(),
  GOH_BETOCH_BANK: () => m.bank_goh_betoch_bank(),
  ADDIS_INTERNATIONAL_BANK: () => m.bank_addis_international_bank(),
  SHABELLE_BANK: () => m.bank_shabelle_bank(),
  TSEDEY_BANK: () => m.bank_tsedey_bank(),
  TELEBIRR: () => m.bank_telebirr(),
  CBEBIRR: () => m.bank_cbebirr(),
  MPESA: () => m.bank_mpesa(),
};

const REPORT_REASON_NAMES: Names = {
  FRAUD: () => m.al_reason_fraud(),
  MISLEADING: () => m.al_reason_misleading(),
  INAPPROPRIATE: () => m.al_reason_inappropriate(),
  OTHER: () => m.al_reason_other(),
};

export const categoryLabel = named(CATEGORY_NAMES);
export const statusLabel = named(STATUS_NAMES);
export const sectorLabel = named(SECTOR_NAMES);
/**
 * A bank or wallet by its id: its catalogue name, else the name the payout list gives it (issue 44),
 * else its id in words ("GADAA_BANK" → "Gadaa Bank").
 */
export const bankLabel = (id: string, listedName?: string) =>
  BANK_NAMES[id]?.() ?? listedName ?? id.toLowerCase().split('_').filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
export const reportReasonLabel = named(REPORT_REASON_NAMES);

/**
 * Campaign detail shows the category "in lower case with underscores turned into spaces" (English:
 * the sentence-case name in lower case is exactly that; Amharic has no case).
 */
export const categoryLowerLabel = (id: string) => categoryLabel(id).toLowerCase();
