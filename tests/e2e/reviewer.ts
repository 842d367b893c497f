/** The e2e product's ADMIN_EMAIL: whoever signs up and verifies with it reviews campaigns. */
export const REVIEWER_EMAIL = 'reviewer@birr.test';
