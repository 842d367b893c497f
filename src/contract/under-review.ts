/**
 * What a suspended campaign's page and API answer say (kept alone: the landing bundle imports it).
 * This English text is also the route's marker (routes.tsx throws it as statusText); the words a
 * reader sees are AFTER_LAUNCH_MSG.underReview, and `isUnderReviewMessage` (after-launch-messages)
 * recognises the API's answer in either language.
 */
export const UNDER_REVIEW_MSG = 'This campaign is under review';
