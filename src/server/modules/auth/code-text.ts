/**
 * A text message that carries a code ends with the origin-bound line ("@birr.et #123456", the
 * origin-bound one-time code format that WebOTP reads): the phone offers the code only to our
 * site, and a browser with WebOTP fills the code field by itself. The host is PUBLIC_URL's.
 */
export const codeText = (text: string, publicUrl: string, code: string) => `${text}\n\n@${new URL(publicUrl).hostname} #${code}`;
