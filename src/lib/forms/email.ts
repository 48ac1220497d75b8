import isEmail from 'validator/es/lib/isEmail';

/**
 * The "valid email" rule of both support forms: validator.js `isEmail` with its DEFAULT options
 * (the conformance table conformance/emails/email-cases.json, column `valid`).
 * Pure, so the same rule runs in the browser (react-hook-form) and on the server.
 */
export function isValidEmail(value: string): boolean {
  try {
    return isEmail(value);
  } catch {
    // validator.js throws URIError on lone UTF-16 surrogates: such a string is not an address.
    return false;
  }
}
