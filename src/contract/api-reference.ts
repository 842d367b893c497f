/** The API's own description, generated from the contract's schemas (docs/api.md). Full paths. */
export const OPENAPI_PATH = '/api/openapi.json';
/** A browsable page of the same reference: development only (not served in production). */
export const API_REFERENCE_PATH = '/api/reference';
