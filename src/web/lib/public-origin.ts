/** <meta name> of the configured public origin (PUBLIC_URL) the server puts in every page. */
export const PUBLIC_ORIGIN_META = 'birr:public-origin';
