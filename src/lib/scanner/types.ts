import type { ConnectionCheck, DomainCheck, EmailCheck, OptionCheck } from './scoring';

/**
 * One check's verdict: its pass flag, a machine reason, what was found and how to fix it.
 * `reason` names the outcome (e.g. 'bogus', 'expired', 'missing'); the UI may translate by it.
 */
export interface CheckItem {
  success: boolean;
  reason: string;
  /** What was found, in plain English. */
  explanation: string;
  /** How to fix it; null when the check passed. */
  fix: string | null;
}

export type DomainSecurityData = Record<DomainCheck, CheckItem>;
/** The connection call carries the connection checks and the security options (HTTP headers). */
export type ConnectionSecurityData = Record<ConnectionCheck | OptionCheck, CheckItem>;
export type EmailSecurityData = Record<EmailCheck, CheckItem>;

export interface AvailabilityData {
  host: string;
  ipv4: string[];
  ipv6: string[];
}

export function pass(reason: string, explanation: string): CheckItem {
  return { success: true, reason, explanation, fix: null };
}

export function fail(reason: string, explanation: string, fix: string): CheckItem {
  return { success: false, reason, explanation, fix };
}
