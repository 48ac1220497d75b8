import { describe, expect, it } from 'vitest';
import { buildTicketFormData, fieldMessage, interpretTicketResponse, submitTicket } from './submit';

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'statement.pdf', { type: 'application/pdf' });

describe('buildTicketFormData', () => {
  it('numbers the files per field, lists do_uploads and adds ticketType', () => {
    const data = buildTicketFormData('domain-owner', {
      do_name: 'Jo',
      do_iAmOwner: true,
      do_idCardAttach: [pdf(), pdf()],
      do_invoiceAttach: [],
      do_uploads: ['ignored'],
    });
    expect(data.get('ticketType')).toBe('domain-owner');
    expect(data.get('do_name')).toBe('Jo');
    expect(data.get('do_iAmOwner')).toBe('true');
    expect((data.get('do_idCardAttach-1') as File).name).toBe('statement.pdf');
    expect(data.get('do_idCardAttach-2')).toBeInstanceOf(File);
    expect(data.get('do_idCardAttach-3')).toBeNull();
    expect(data.get('do_uploads')).toBe('["do_idCardAttach"]');
  });
  it('keeps the wire spelling dpd_refrenceToLaw', () => {
    expect(buildTicketFormData('disclosure-data', { dpd_refrenceToLaw: 'Art. 15' }).get('dpd_refrenceToLaw')).toBe('Art. 15');
  });
});

describe('interpretTicketResponse', () => {
  it('success shows id and subject, or ERROR / No subject', () => {
    expect(interpretTicketResponse('domain-owner', 200, { success: true, message: { ticketId: 'DO-1', ticketSubject: 'S' } })).toEqual({
      kind: 'success',
      ticketId: 'DO-1',
      ticketSubject: 'S',
    });
    expect(interpretTicketResponse('disclosure-data', 200, { success: true, message: {} })).toEqual({ kind: 'success', ticketId: 'ERROR', ticketSubject: 'No subject' });
    expect(interpretTicketResponse('disclosure-data', 200, { success: true, message: { ticketId: 42 } })).toMatchObject({ ticketId: '42', ticketSubject: 'No subject' });
  });
  it('domain owner: success false -> Error + server message; request failure -> Error in ticket creation', () => {
    expect(interpretTicketResponse('domain-owner', 200, { success: false, message: 'Desk closed' })).toMatchObject({ title: 'Error', text: 'Desk closed' });
    expect(interpretTicketResponse('domain-owner', 400, { success: false, code: 'validation-failed', message: 'Some fields are not valid', fields: { do_name: 'too-short' } })).toMatchObject({
      title: 'Error in ticket creation',
      text: 'Some fields are not valid',
      fields: { do_name: 'too-short' },
    });
    expect(interpretTicketResponse('domain-owner', null, null)).toMatchObject({ title: 'Error in ticket creation', text: 'Server error' });
  });
  it('disclosure: translated server message, else the fallback sentence', () => {
    expect(interpretTicketResponse('disclosure-data', 429, { success: false, code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' })).toMatchObject({
      titleKey: 'ticketCreationError',
      text: 'Too many requests. Please try later...',
    });
    expect(interpretTicketResponse('disclosure-data', null, null)).toMatchObject({ text: 'Sorry, something went wrong, please try again shortly' });
  });
});

describe('submitTicket', () => {
  it('posts multipart to the endpoint and never throws', async () => {
    let seen: RequestInit | undefined;
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen = init;
      return Response.json({ success: true, message: { ticketId: 'DPD-1', ticketSubject: 'Data disclosure request: a.nl' } });
    }) as typeof fetch;
    expect(await submitTicket('disclosure-data', { dpd_name: 'Jo' }, fakeFetch)).toMatchObject({ kind: 'success', ticketId: 'DPD-1' });
    expect(seen?.body).toBeInstanceOf(FormData);
    const failing = (async () => {
      throw new TypeError('network');
    }) as typeof fetch;
    expect(await submitTicket('domain-owner', {}, failing)).toMatchObject({ kind: 'error', text: 'Server error' });
    const html = (async () => new Response('<html>', { status: 502 })) as typeof fetch;
    expect(await submitTicket('disclosure-data', {}, html)).toMatchObject({ kind: 'error', text: 'Sorry, something went wrong, please try again shortly' });
  });
});

describe('fieldMessage', () => {
  it('uses the spec texts', () => {
    expect(fieldMessage('dpd_name', 'too-short')).toBe('Valid info is required');
    expect(fieldMessage('dpd_email', 'invalid-email')).toBe('Enter a valid e-mail address');
    expect(fieldMessage('dpd_email', 'required')).toBe('required');
    expect(fieldMessage('dpd_declare2', 'must-declare')).toBe('You must declare all the below items:');
    expect(fieldMessage('do_iAmOwner', 'must-be-owner')).toBe('You must be the owner of the domain(s)');
  });
});
