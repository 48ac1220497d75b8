import 'server-only';
import nodemailer from 'nodemailer';
import { DeliveryError } from '@/lib/outbox/outbox';
import type { MailConfig } from './config';
import type { MailRow } from './store';

/** Hands one stored message to the SMTP server; resolves with the server's reply. */
export type MailSender = (message: MailRow, signal: AbortSignal) => Promise<string>;

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  message?: string;
}

/** Whole-service failures: the server is down, unreachable, busy or refuses our credentials. */
const SERVICE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EAUTH', 'ETLS', 'EPROTOCOL']);

/**
 * How an SMTP failure is retried (RFC 5321 section 4.2.1):
 * - 421 (service not available, closing) and connection, TLS or authentication failures concern the
 *   whole server: the worker pauses (backoff) before trying any message, the SMTP counterpart of an
 *   HTTP Retry-After;
 * - other 4xx replies are temporary for this message: retried with backoff;
 * - 5xx replies to the envelope or the data (550 no such user, 554 rejected) are permanent for this
 *   message: parked as failed at once (kept; `npm run mail -- retry ID`).
 */
export function classifySmtpError(error: unknown): DeliveryError {
  const failure = (error ?? {}) as SmtpFailure;
  const code = failure.responseCode;
  const text = [failure.code, code, failure.response ?? failure.message].filter(Boolean).join(' ').slice(0, 500) || String(error);
  if (code === 421 || (failure.code && SERVICE_CODES.has(failure.code) && !(code && code >= 500 && failure.code !== 'EAUTH'))) {
    return new DeliveryError(`SMTP server unavailable: ${text}`, { pauseAll: true, cause: error });
  }
  if (code && code >= 500) return new DeliveryError(`SMTP server refused the message: ${text}`, { permanent: true, cause: error });
  return new DeliveryError(`SMTP temporary failure: ${text}`, { cause: error });
}

function messageIdHost(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// implicit TLS; user and
 * password in the url). One connection per message; the Message-ID is derived from the outbox id,
 * so a message sent twice (a worker lost its lease mid-send) is recognisably the same message.
 */
export function smtpSender(config: MailConfig): MailSender {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.smtpTimeoutMs,
    greetingTimeout: config.smtpTimeoutMs,
    socketTimeout: config.smtpTimeoutMs,
  });
  const host = messageIdHost(config.from);
  return async (message, signal) => {
    if (signal.aborted) throw new DeliveryError('aborted before sending');
    const headers = JSON.parse(message.headers_json || '{}') as Record<string, string>;
    const sending = transport.sendMail({
      from: config.from,
      to: message.to_address,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body,
      headers,
      messageId: `<${message.id}@${host}>`,
    });
    let onAbort: (() => void) | null = null;
    const aborted = new Promise<never>((_resolve, reject) => {
      onAbort = () => reject(new DeliveryError('aborted while sending'));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const info = await Promise.race([sending, aborted]);
      if (info.rejected.length > 0) throw Object.assign(new Error(`recipient rejected: ${info.response}`), { responseCode: 550, response: info.response });
      return info.response;
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      throw classifySmtpError(error);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
      sending.catch(() => undefined);
    }
  };
}
