import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeSubscriptionStores,
  confirmByToken,
  requestSubscription,
  subscriptionLinks,
  subscriptionSettings,
  subscriptionStore,
  unsubscribeByToken,
  type SubscriptionSettings,
} from './service';
import { CONFIRMATION_RESEND_MS } from './store';
import { readToken, signToken, verifyToken } from './tokens';

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

describe('signed links (HMAC, expiring confirmation)', () => {
  const now = Date.UTC(2026, 10, 24, 12);

  it('verifies its own token and refuses a tampered, foreign, wrong-purpose or expired one', () => {
    const token = signToken(SECRET, { subscriberId: 'sub_0123456789', purpose: 'confirm', expiresAt: now + 60_000 }, 3);
    expect(readToken(token)).toMatchObject({ subscriberId: 'sub_0123456789', purpose: 'confirm' });
    expect(verifyToken(SECRET, token, 'confirm', 3, now)).toMatchObject({ ok: true });
    expect(verifyToken(SECRET, token, 'confirm', 3, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken(SECRET, token, 'confirm', 4, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(SECRET, token, 'unsubscribe', 3, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('another-secret-0123456789-abcdefghijklmnop', token, 'confirm', 3, now)).toEqual({ ok: false, reason: 'invalid' });
    // Extending the expiry (or changing the id) breaks the signature.
    const [id, purpose, , signature] = token.split('.');
    const later = `${id}.${purpose}.${Math.ceil((now + 86_400_000) / 1000).toString(36)}.${signature}`;
    expect(verifyToken(SECRET, later, 'confirm', 3, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(SECRET, token.replace('sub_0123456789', 'sub_0123456780'), 'confirm', 3, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'x', 'a.b.c.d', `${token}x`]) expect(verifyToken(SECRET, junk, 'confirm', 3, now).ok).toBe(false);
  });

  it('unsubscribe tokens never expire and do not depend on the token version', () => {
    const token = signToken(SECRET, { subscriberId: 'sub_0123456789', purpose: 'unsubscribe', expiresAt: 0 }, 7);
    expect(verifyToken(SECRET, token, 'unsubscribe', 0, now + 10 * 365 * 86_400_000)).toMatchObject({ ok: true });
    expect(verifyToken(SECRET, token, 'unsubscribe', 12, now)).toMatchObject({ ok: true });
  });
});

describe('subscriptions (double opt-in)', () => {
  let directory: string;
  let settings: SubscriptionSettings;
  const t0 = new Date(Date.UTC(2026, 10, 24, 12));
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const request = (email: string, when = t0, source = 'newsletter-block', locale = 'en') =>
    requestSubscription({ email, locale, source, consentText: `I want the newsletter (${locale})` }, { settings, now: when });
  const tokenOf = (url: string | null) => new URL(url ?? 'http://x/').searchParams.get('token') ?? '';

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'subscriptions-'));
    settings = subscriptionSettings({ DATA_DIR: directory, SITE_URL: 'https://www.registrar.test', SUBSCRIPTION_TOKEN_SECRET: SECRET });
  });
  afterEach(async () => {
    await closeSubscriptionStores();
    rmSync(directory, { recursive: true, force: true });
  });

  it('a sign-up is pending with its consent text and time until the link is followed; then confirmed', async () => {
    const first = await request(' Jo@Example.COM ', t0, 'newsletter-block', 'nl');
    expect(first.subscriber).toMatchObject({ email: 'jo@example.com', status: 'pending', locale: 'nl', consent_text: 'I want the newsletter (nl)', consented_at: t0.toISOString() });
    expect(first).toMatchObject({ needsConfirmation: true, sendConfirmation: true });
    expect(first.links.confirmUrl).toMatch(/^https:\/\/www\.registrar\.test\/nl\/newsletter\/confirm\?token=/);
    expect(first.links.unsubscribeUrl).toMatch(/^https:\/\/www\.registrar\.test\/nl\/newsletter\/unsubscribe\?token=/);
    expect(first.links.oneClickUnsubscribeUrl).toMatch(/^https:\/\/www\.registrar\.test\/api\/newsletter\/unsubscribe\?token=/);
    // The link names no address.
    expect(first.links.confirmUrl).not.toContain('jo%40example.com');

    const confirmed = await confirmByToken(tokenOf(first.links.confirmUrl), { settings, now: at(60_000) });
    expect(confirmed.result).toBe('confirmed');
    expect(confirmed.subscriber).toMatchObject({ status: 'confirmed', confirmed_at: at(60_000).toISOString() });
    expect((await confirmByToken(tokenOf(first.links.confirmUrl), { settings, now: at(120_000) })).result).toBe('already-confirmed');
    // A confirmed address asking again stays confirmed and gets no new confirmation.
    const again = await request('jo@example.com', at(180_000));
    expect(again).toMatchObject({ needsConfirmation: false, sendConfirmation: false });
    expect(again.links.confirmUrl).toBeNull();

    const store = await subscriptionStore(directory);
    expect((await store.events(first.subscriber.id)).map((event) => [event.event, event.at])).toEqual([
      ['requested', t0.toISOString()],
      ['confirmed', at(60_000).toISOString()],
      ['requested', at(180_000).toISOString()],
    ]);
  });

  it('the confirmation link expires after 7 days; a new request gives a fresh one', async () => {
    const first = await request('late@example.com');
    const old = tokenOf(first.links.confirmUrl);
    expect((await confirmByToken(old, { settings, now: at(7 * 86_400_000) })).result).toBe('expired');
    const fresh = await request('late@example.com', at(7 * 86_400_000));
    expect((await confirmByToken(tokenOf(fresh.links.confirmUrl), { settings, now: at(7 * 86_400_000 + 1000) })).result).toBe('confirmed');
  });

  it('unsubscribes from any state, retires outstanding confirmation links, and can sign up again', async () => {
    const first = await request('bye@example.com');
    const unsubscribe = tokenOf(first.links.unsubscribeUrl);
    const done = await unsubscribeByToken(unsubscribe, { settings, now: at(1000) });
    expect(done.result).toBe('unsubscribed');
    expect(done.subscriber).toMatchObject({ status: 'unsubscribed', unsubscribed_at: at(1000).toISOString() });
    expect((await unsubscribeByToken(unsubscribe, { settings, now: at(2000) })).result).toBe('already-unsubscribed');
    // The confirmation link sent before the unsubscribe no longer subscribes anyone.
    expect((await confirmByToken(tokenOf(first.links.confirmUrl), { settings, now: at(3000) })).result).toBe('unsubscribed');
    // Signing up again starts a new double opt-in; the old unsubscribe link still works afterwards.
    const back = await request('bye@example.com', at(4000));
    expect(back.subscriber.status).toBe('pending');
    expect((await confirmByToken(tokenOf(back.links.confirmUrl), { settings, now: at(5000) })).result).toBe('confirmed');
    expect((await unsubscribeByToken(unsubscribe, { settings, now: at(6000) })).result).toBe('unsubscribed');
    expect((await unsubscribeByToken('nope', { settings })).result).toBe('invalid');
    expect((await confirmByToken(unsubscribe, { settings })).result).toBe('invalid');
  });

  it('at most one confirmation mail per address per 10 minutes', async () => {
    const first = await request('spam@example.com');
    expect(first.sendConfirmation).toBe(true);
    await (await subscriptionStore(directory)).markConfirmationSent(first.subscriber.id, t0.getTime());
    expect((await request('spam@example.com', at(CONFIRMATION_RESEND_MS - 1))).sendConfirmation).toBe(false);
    expect((await request('spam@example.com', at(CONFIRMATION_RESEND_MS))).sendConfirmation).toBe(true);
  });

  it('without SUBSCRIPTION_TOKEN_SECRET a secret is generated once and shared through the store', async () => {
    const generated = subscriptionSettings({ DATA_DIR: directory, SITE_URL: 'https://www.registrar.test' });
    const outcome = await requestSubscription({ email: 'gen@example.com', locale: 'en', source: 'test', consentText: 'yes' }, { settings: generated, now: t0 });
    await closeSubscriptionStores();
    // Another process (a new store on the same data) verifies the link.
    expect((await confirmByToken(tokenOf(outcome.links.confirmUrl), { settings: generated, now: at(1000) })).result).toBe('confirmed');
    // And a link signed with another secret is refused.
    const foreign = await subscriptionLinks(outcome.subscriber, { settings: { ...generated, secret: SECRET }, now: t0 });
    expect((await unsubscribeByToken(tokenOf(foreign.unsubscribeUrl), { settings: generated })).result).toBe('invalid');
    expect(() => subscriptionSettings({ SUBSCRIPTION_TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
