import { z } from 'zod';
import { currentLocale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/**
 * zod's own words for an issue no schema gave words to (most of ours do), in the request's
 * language: English stays zod's (the answers tests and clients know); other languages get ours.
 */
function localIssueMessage(iss: Issue): string | undefined {
  const locale = currentLocale();
  if (locale === 'en') return undefined;
  const o = { locale };
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined ? m.srv_zod_required({}, o) : m.srv_zod_invalid_input({}, o);
    case 'too_small': {
      const min = String(iss.minimum);
      if (iss.origin === 'string') return m.srv_zod_too_short({ min }, o);
      if (iss.origin === 'array' || iss.origin === 'set') return m.srv_zod_too_few({ min }, o);
      return m.srv_zod_too_small({ min }, o);
    }
    case 'too_big': {
      const max = String(iss.maximum);
      if (iss.origin === 'string') return m.srv_zod_too_long({ max }, o);
      if (iss.origin === 'array' || iss.origin === 'set') return m.srv_zod_too_many({ max }, o);
      return m.srv_zod_too_big({ max }, o);
    }
    case 'invalid_format':
      return iss.format === 'email' ? m.srv_zod_invalid_email({}, o) : m.srv_zod_invalid_format({}, o);
    case 'invalid_value':
      return m.srv_zod_invalid_option({}, o);
    case 'unrecognized_keys':
      return m.srv_zod_unknown_keys({ keys: iss.keys.join(', ') }, o);
    default:
      return m.srv_zod_invalid_input({}, o);
  }
}

/** zod's configuration is global: set once for the server process. */
export function localizeZodIssues() {
  z.config({ customError: localIssueMessage });
}

/** Our generic words (above), so a validation answer can name the field they are about. */
export const GENERIC_LOCAL_MESSAGE = /^(ያስፈልጋል|ልክ ያልሆነ (ግብዓት|የኢሜይል አድራሻ|ቅርጸት|ምርጫ)|በጣም |ያልታወቁ መስኮች)/;
