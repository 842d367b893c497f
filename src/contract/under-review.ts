/** What a suspended campaign's page and API answer say (kept alone: the landing bundle imports it). */
export const UNDER_REVIEW_MSG = 'This campaign is under review';
