import 'server-only';
import { openStores } from '@/lib/db/open-stores';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { localizedPath, type Locale } from '@/i18n/locales';
import { dataDir } from '@/lib/db/sqlite';
import { linkOrigin } from '@/lib/site/origin';
import { SubscriptionStore, type RequestOutcome, type SubscriberRow, type SubscriptionRequest } from './store';
import { readToken, signToken, verifyToken } from './tokens';

/**
 * The one subscriptions capability: sign-up requests (from the scan report and the newsletter
 * block), the signed confirm and unsubscribe links, and what those links do. Mail is not sent from
 * here: callers render their mail with `links` and queue it (src/lib/mail).
 */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface SubscriptionSettings {
  directory: string;
  /** SUBSCRIPTION_TOKEN_SECRET, or null to use the one generated in the store. */
  secret: string | null;
  confirmationTtlMs: number;
  siteUrl: string;
}

export function subscriptionSettings(env: Record<string, string | undefined> = process.env): SubscriptionSettings {
  const secret = env.SUBSCRIPTION_TOKEN_SECRET?.trim() || null;
  if (secret !== null && secret.length < 32) throw new Error('SUBSCRIPTION_TOKEN_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)');
  const hours = Number(env.SUBSCRIPTION_CONFIRM_TTL_HOURS || 0);
  return {
    directory: env.DATA_DIR ? path.resolve(env.DATA_DIR) : dataDir(),
    secret,
    confirmationTtlMs: Number.isFinite(hours) && hours > 0 ? hours * 60 * 60_000 : CONFIRMATION_TTL_MS,
    // Links in mails: SITE_URL, else the origin the visitor's request came to.
    siteUrl: linkOrigin(env),
  };
}

const stores = openStores<SubscriptionStore>((store) => store.close());

export function subscriptionStore(directory: string = subscriptionSettings().directory): Promise<SubscriptionStore> {
  return stores.get(directory, () => SubscriptionStore.open(directory));
}

export function closeSubscriptionStores(): Promise<void> {
  return stores.closeAll();
}

/** The HMAC secret: SUBSCRIPTION_TOKEN_SECRET, else one generated once and shared through the store. */
async function tokenSecret(store: SubscriptionStore, settings: SubscriptionSettings): Promise<string> {
  return settings.secret ?? store.setting('token-secret', () => randomBytes(48).toString('base64url'));
}

export interface SubscriptionLinks {
  /** Null once confirmed. */
  confirmUrl: string | null;
  /** The page a visitor opens from the mail. */
  unsubscribeUrl: string;
  /** RFC 8058 one-click target (List-Unsubscribe with List-Unsubscribe-Post). */
  oneClickUnsubscribeUrl: string;
}

export function isLocaleCode(value: string): value is Locale {
  return value === 'en' || value === 'es' || value === 'nl' || value === 'hi';
}

/** Signed links for a subscriber, on SITE_URL, in the subscriber's language. */
export async function subscriptionLinks(subscriber: SubscriberRow, options: { settings?: SubscriptionSettings; now?: Date; locale?: Locale } = {}): Promise<SubscriptionLinks> {
  const settings = options.settings ?? subscriptionSettings();
  const store = await subscriptionStore(settings.directory);
  const secret = await tokenSecret(store, settings);
  const now = (options.now ?? new Date()).getTime();
  const locale: Locale = options.locale ?? (isLocaleCode(subscriber.locale) ? subscriber.locale : 'en');
  const page = (route: string, token: string) => `${settings.siteUrl}${localizedPath(route, locale)}?token=${encodeURIComponent(token)}`;
  const unsubscribe = signToken(secret, { subscriberId: subscriber.id, purpose: 'unsubscribe', expiresAt: 0 }, 0);
  const confirm =
    subscriber.status === 'confirmed' ? null : signToken(secret, { subscriberId: subscriber.id, purpose: 'confirm', expiresAt: now + settings.confirmationTtlMs }, subscriber.token_version);
  return {
    confirmUrl: confirm ? page('/newsletter/confirm', confirm) : null,
    unsubscribeUrl: page('/newsletter/unsubscribe', unsubscribe),
    oneClickUnsubscribeUrl: `${settings.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
  };
}

/** Step 1 of double opt-in, committed before the caller answers. */
export async function requestSubscription(request: SubscriptionRequest, options: { settings?: SubscriptionSettings; now?: Date } = {}): Promise<RequestOutcome & { links: SubscriptionLinks }> {
  const settings = options.settings ?? subscriptionSettings();
  const store = await subscriptionStore(settings.directory);
  const outcome = await store.request(request, options.now);
  return { ...outcome, links: await subscriptionLinks(outcome.subscriber, { settings, now: options.now }) };
}

export async function markConfirmationSent(subscriberId: string, at: Date = new Date(), settings: SubscriptionSettings = subscriptionSettings()): Promise<void> {
  await (await subscriptionStore(settings.directory)).markConfirmationSent(subscriberId, at.getTime());
}

/** 'pending': a valid link that would act, asked with `apply: false` (the page a link opens). */
export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid' | 'unsubscribed' | 'pending';
export type UnsubscribeResult = 'unsubscribed' | 'already-unsubscribed' | 'invalid' | 'pending';

/**
 * Links in mails are opened by mail scanners as well as people, so following one changes nothing:
 * the page it opens says what the link would do (`apply: false`, 'pending') and acts on a button
 * that POSTs (confirmByToken / unsubscribeByToken with `apply` left true). RFC 8058 one-click
 * unsubscribe is a POST as well.
 */
export interface LinkOptions {
  settings?: SubscriptionSettings;
  now?: Date;
  /** false: only say what the link would do. Default true. */
  apply?: boolean;
}

/** The subscriber a link's token names (with the store, settings and time the link is read with); null for a token that names nobody. */
async function linkSubscriber(token: string, options: LinkOptions) {
  const settings = options.settings ?? subscriptionSettings();
  const now = options.now ?? new Date();
  const read = readToken(token);
  if (!read) return null;
  const store = await subscriptionStore(settings.directory);
  const subscriber = await store.get(read.subscriberId);
  return subscriber ? { settings, now, store, subscriber } : null;
}

/** Step 2 of double opt-in: what a confirmation link does. */
export async function confirmByToken(token: string, options: LinkOptions = {}): Promise<{ result: ConfirmResult; subscriber: SubscriberRow | null }> {
  const link = await linkSubscriber(token, options);
  if (!link) return { result: 'invalid', subscriber: null };
  const { settings, now, store, subscriber } = link;
  const secret = await tokenSecret(store, settings);
  // A confirmed subscriber clicking an old link again: say so rather than "invalid".
  if (subscriber.status === 'confirmed') {
    const previous = verifyToken(secret, token, 'confirm', subscriber.token_version, now.getTime());
    return { result: previous.ok || previous.reason === 'expired' ? 'already-confirmed' : 'invalid', subscriber };
  }
  const check = verifyToken(secret, token, 'confirm', subscriber.token_version, now.getTime());
  if (!check.ok) {
    // A link from before an unsubscribe was signed with an older version.
    if (subscriber.status === 'unsubscribed' && verifyToken(secret, token, 'confirm', subscriber.token_version - 1, now.getTime()).ok) return { result: 'unsubscribed', subscriber };
    return { result: check.reason, subscriber };
  }
  if (subscriber.status === 'unsubscribed') return { result: 'unsubscribed', subscriber };
  if (options.apply === false) return { result: 'pending', subscriber };
  const changed = await store.confirm(subscriber.id, now);
  return { result: changed ? 'confirmed' : 'already-confirmed', subscriber: await store.get(subscriber.id) };
}

/** What an unsubscribe link (page or one-click POST) does. */
export async function unsubscribeByToken(token: string, options: LinkOptions & { source?: string } = {}): Promise<{ result: UnsubscribeResult; subscriber: SubscriberRow | null }> {
  const link = await linkSubscriber(token, options);
  if (!link) return { result: 'invalid', subscriber: null };
  const { settings, now, store, subscriber } = link;
  const check = verifyToken(await tokenSecret(store, settings), token, 'unsubscribe', subscriber.token_version, now.getTime());
  if (!check.ok) return { result: 'invalid', subscriber: null };
  if (options.apply === false) return { result: subscriber.status === 'unsubscribed' ? 'already-unsubscribed' : 'pending', subscriber };
  const changed = await store.unsubscribe(subscriber.id, now, options.source);
  return { result: changed ? 'unsubscribed' : 'already-unsubscribed', subscriber: await store.get(subscriber.id) };
}

/** The consent text legacy scanner subscribers are recorded with (they signed up before double opt-in). */
export const LEGACY_SCANNER_CONSENT = 'Asked for the full security scan report, which also signed them up for the monthly newsletter (single opt-in, before double opt-in; not confirmed).';

/** The scanner's hand-off of its old subscriber table (src/lib/scanner/store.ts). */
export async function importLegacyScannerSubscribers(rows: ReadonlyArray<{ email: string; consentedAt: string; createdAt: string }>, directory: string): Promise<number> {
  if (rows.length === 0) return 0;
  const store = await subscriptionStore(directory);
  return store.importSubscribers(rows, 'legacy-scanner', LEGACY_SCANNER_CONSENT);
}
