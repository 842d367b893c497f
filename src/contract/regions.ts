import { m } from '../i18n/paraglide/messages.js';

/**
 * Ethiopia's regional states and chartered cities (2026), as the wizard offers them. The stored
 * value is the English name: the original client shows a campaign's region as it is stored, and a
 * region typed before this list existed ("Addis Abeba", "አዲስ አበባ") reads alike once mapped.
 */
export const REGIONS = [
  'Addis Ababa',
  'Dire Dawa',
  'Afar',
  'Amhara',
  'Benishangul-Gumuz',
  'Central Ethiopia',
  'Gambela',
  'Harari',
  'Oromia',
  'Sidama',
  'Somali',
  'South Ethiopia',
  "South West Ethiopia Peoples'",
  'Tigray',
] as const;
export type Region = (typeof REGIONS)[number];

const LABELS: Record<Region, () => string> = {
  'Addis Ababa': m.region_addis_ababa,
  'Dire Dawa': m.region_dire_dawa,
  Afar: m.region_afar,
  Amhara: m.region_amhara,
  'Benishangul-Gumuz': m.region_benishangul_gumuz,
  'Central Ethiopia': m.region_central_ethiopia,
  Gambela: m.region_gambela,
  Harari: m.region_harari,
  Oromia: m.region_oromia,
  Sidama: m.region_sidama,
  Somali: m.region_somali,
  'South Ethiopia': m.region_south_ethiopia,
  "South West Ethiopia Peoples'": m.region_south_west_ethiopia,
  Tigray: m.region_tigray,
};

/** Other ways the same places are written (lower case, letters and digits only for the Latin ones). */
const SPELLINGS: Record<Region, string[]> = {
  'Addis Ababa': ['addisababa', 'addisabeba', 'addis', 'aa', 'finfinne', 'አዲስአበባ'],
  'Dire Dawa': ['diredawa', 'diredewa', 'ድሬዳዋ'],
  Afar: ['afar', 'አፋር'],
  Amhara: ['amhara', 'አማራ'],
  'Benishangul-Gumuz': ['benishangulgumuz', 'benishangul', 'beneshangul', 'beneshangulgumuz', 'ቤኒሻንጉልጉሙዝ'],
  'Central Ethiopia': ['centralethiopia', 'ማዕከላዊኢትዮጵያ'],
  Gambela: ['gambela', 'gambella', 'ጋምቤላ'],
  Harari: ['harari', 'harar', 'ሐረሪ', 'ሀረሪ'],
  Oromia: ['oromia', 'oromiya', 'ኦሮሚያ'],
  Sidama: ['sidama', 'ሲዳማ'],
  Somali: ['somali', 'ሶማሌ', 'ሱማሌ'],
  'South Ethiopia': ['southethiopia', 'ደቡብኢትዮጵያ'],
  "South West Ethiopia Peoples'": ['southwestethiopiapeoples', 'southwestethiopia', 'southwest', 'ደቡብምዕራብኢትዮጵያሕዝቦች', 'ደቡብምዕራብኢትዮጵያ'],
  Tigray: ['tigray', 'tigrai', 'ትግራይ'],
};
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const BY_SPELLING = new Map(Object.entries(SPELLINGS).flatMap(([region, ways]) => ways.map((w) => [w, region as Region])));

/** The region a typed name means ("addis abeba", "ኦሮሚያ", "Oromia"), or undefined for any other text. */
export const regionOf = (text: string): Region | undefined => BY_SPELLING.get(squash(text));

/** A stored region in the reader's language; a free-text region from before the list, as typed. */
export const regionLabel = (stored: string): string => {
  const region = regionOf(stored);
  return region ? LABELS[region]() : stored;
};
