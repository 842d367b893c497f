import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { safeLine, safeText } from './text';

/**
 * Pieces any form's schema may use: none knows a campaign, a donation or an account. The form
 * shows, and the server answers with, the first problem's message (firstMessage), or one per field
 * (fieldMessages).
 */

/** A message, produced when the problem is found (so in the language of that moment). */
export type Msg = () => string;
/** A test on a non-empty text and the message when it fails. */
export type Check = [(s: string) => boolean, Msg];

/** Absent, null and numbers become text, so FormData strings, form state and JSON all parse alike. */
export const asText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v);

export type TrimmedTextRule = {
  /** The field's name in messages, in the current language. */
  label: Msg;
  max: number;
  /** When the field is longer than `max`. */
  tooLong: Msg;
  /** When empty; without it an empty field is absent (undefined). */
  required?: Msg;
  /** Line breaks (kept as \n) and tabs allowed. */
  multiline?: boolean;
  /** Checked in order on a non-empty value. */
  checks?: Check[];
};

/**
 * A text field as typed or sent: control characters refused, line breaks as \n, trimmed, then
 * required, at most `max` characters and the checks, in that order; empty becomes undefined.
 */
export function trimmedText(rule: TrimmedTextRule & { required: Msg }): z.ZodType<string>;
export function trimmedText(rule: TrimmedTextRule): z.ZodType<string | undefined>;
export function trimmedText(rule: TrimmedTextRule): z.ZodType<string | undefined> {
  const base = rule.multiline ? safeText(rule.label) : safeLine(rule.label);
  return z.preprocess(
    asText,
    base
      // Multipart turns line breaks into CRLF; keep them as \n.
      .transform((s) => s.replace(/\r\n?/g, '\n').trim())
      .superRefine((s, ctx) => {
        if (s === '') {
          if (rule.required) ctx.addIssue({ code: 'custom', message: rule.required() });
          return;
        }
        if (s.length > rule.max) return ctx.addIssue({ code: 'custom', message: rule.tooLong() });
        for (const [ok, message] of rule.checks ?? []) {
          if (!ok(s)) return ctx.addIssue({ code: 'custom', message: message() });
        }
      })
      .transform((s) => (s === '' ? undefined : s)),
  ) as z.ZodType<string | undefined>;
}

type ParseResult = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };

/** The message of the first problem (form order), or null. */
export function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? m.create_invalid_input());
}

/** Per-field messages (first per field) for showing under each input. */
export function fieldMessages<F extends string = string>(result: ParseResult): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (result.success) return out;
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as F;
    out[field] ??= issue.message;
  }
  return out;
}
