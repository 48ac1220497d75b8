import isEmail from 'validator/es/lib/isEmail';

/**
 * The "valid email" rule of both support forms: validator.js `isEmail` with its DEFAULT options
 * (the conformance table conformance/emails/email-cases.json, column `valid`).
 * Pure, so the same rule runs in the browser (react-hook-form) and on the server. One addition:
 * no control characters anywhere in the address.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A control character anywhere in the field as sent (checked before surrounding white space is trimmed). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

export function isValidEmail(value: string): boolean {
  // control characters (C0 incl. TAB/CR/LF/BEL, DEL, C1) are refused anywhere, quoted or not: validator.js
  // accepts them inside a quoted local part ("a\r\nb"@x.com), and CR/LF in an address can inject headers
  if (CONTROL_CHARACTER.test(value)) return false;
  try {
    return isEmail(value);
  } catch {
    // validator.js throws URIError on lone UTF-16 surrogates: such a string is not an address.
    return false;
  }
}
