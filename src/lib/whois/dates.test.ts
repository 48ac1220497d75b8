import { describe, expect, it } from 'vitest';
import { inferDateOrder, parseWhoisDate } from './dates';

describe('parseWhoisDate: registry date formats to ISO 8601, the zone applied', () => {
  it.each([
    // ISO forms; an offset or "Z" is applied (UTC), fractions dropped
    ['2017-03-31T07:36:34Z', '2017-03-31T07:36:34Z'],
    ['2025-03-10T15:22:23.0Z', '2025-03-10T15:22:23Z'],
    ['1997-09-15T00:00:00-0700', '1997-09-15T07:00:00Z'],
    ['2018-03-12T21:44:25+01:00', '2018-03-12T20:44:25Z'],
    ['2010-08-10 16:43:38 +03:00', '2010-08-10T13:43:38Z'],
    ['2009-07-01 12:44:02 (GMT+0:00)', '2009-07-01T12:44:02Z'],
    ['2010-08-13 23:16:40 (UTC+8)', '2010-08-13T15:16:40Z'],
    ['2024/10/01 01:00:44 (JST)', '2024-09-30T16:00:44Z'],
    // no zone written: the registry's local time, kept as written
    ['2018-05-19 12:18:44.329522', '2018-05-19T12:18:44'],
    ['1998-02-20', '1998-02-20'],
    // DD.MM.YYYY, YYYY.MM.DD, DD/MM/YYYY, 'YYYY. MM. DD.', YYYYMMDD
    ['30.6.2006 00:00:00', '2006-06-30T00:00:00'],
    ['21.07.2000 15:21:00', '2000-07-21T15:21:00'],
    ['2002.09.19 13:00:00', '2002-09-19T13:00:00'],
    ['31/12/2016', '2016-12-31'],
    ['2007. 03. 02.', '2007-03-02'],
    ['19990518 #162310', '1999-05-18'],
    ['20121216134104', '2012-12-16T13:41:04'],
    // month names, weekday forms, zone names
    ['13-sep-2003', '2003-09-13'],
    ['29-APR-05', '2005-04-29'],
    ['2001-Aug-23.', '2001-08-23'],
    ['21-March-2015', '2015-03-21'],
    ['Tue Feb 10 09:42:42 2004', '2004-02-10T09:42:42'],
    ['Mon Apr 26 07:50:40 GMT 2010', '2010-04-26T07:50:40Z'],
    ['Tue Oct 04 21:44:27 GMT 2005', '2005-10-04T21:44:27Z'],
    ['Mar 25 01:57:22 PDT 2009', '2009-03-25T08:57:22Z'],
    ['Mon Aug 15 12:15:10 BST 2005', '2005-08-15T11:15:10Z'],
    ['Tue Dec 12 2000', '2000-12-12'],
    ['24 Oct 1997 00:00:00', '1997-10-24T00:00:00'],
    ['31 Oct 2002 00:00 UTC', '2002-10-31T00:00:00Z'],
    ['May 22 2002', '2002-05-22'],
    ['2nd April, 2001', '2001-04-02'],
    ['7th April, 2018', '2018-04-07'],
    ['10/11/2009 14:06:58 EAT', '2009-11-10T11:06:58Z'],
    ['30/06/2003 00:00:00 EEST', '2003-06-29T21:00:00Z'],
    ['5 de marzo de 2010', '2010-03-05'],
    // approximations keep their precision
    ['before Aug-1996', '1996-08'],
    // notes glued to dates are not part of them
    ['2005-10-27 (YYYY-MM-DD)', '2005-10-27'],
    ['13/02/2008 09:35:15 EAT hostmaster@cfi.co.ug', '2008-02-13T06:35:15Z'],
    ['registrar AT ns.il 19960111 (Assigned)', '1996-01-11'],
    ['23/08/2005 hostmaster@nic.fr', '2005-08-23'],
  ])('%s -> %s', (raw, iso) => {
    expect(parseWhoisDate(raw)).toBe(iso);
  });

  it.each(['sometime', '', '-', 'n/a', '2017-12-18T19:00:-0500Z', '2013-13-01', '31.02.2020', 'Registrar: X', '12345'])(
    'an unreadable date is left out: %j',
    (raw) => {
      expect(parseWhoisDate(raw)).toBeUndefined();
    },
  );

  it('reads ambiguous nn/nn/yyyy dates in the order given (day first by default)', () => {
    expect(parseWhoisDate('03/02/2020')).toBe('2020-02-03');
    expect(parseWhoisDate('03/02/2020', { order: 'mdy' })).toBe('2020-03-02');
    // unambiguous ones whatever the order
    expect(parseWhoisDate('12/18/2001')).toBe('2001-12-18');
    expect(parseWhoisDate('18/12/2001', { order: 'mdy' })).toBe('2001-12-18');
  });

  it('CST and IST only with the registry hint; without it the local time is kept', () => {
    expect(parseWhoisDate('Fri Jun 28 20:18:26 CST 2024')).toBe('2024-06-28T20:18:26');
    expect(parseWhoisDate('Fri Jun 28 20:18:26 CST 2024', { zones: { cst: 480 } })).toBe('2024-06-28T12:18:26Z');
  });

  it("infers the order from the answer's other dates", () => {
    expect(inferDateOrder(['03/02/2020', '12/18/2001'])).toBe('mdy');
    expect(inferDateOrder(['03/02/2020', '18/12/2001'])).toBe('dmy');
    expect(inferDateOrder(['03/02/2020'])).toBeUndefined();
  });
});
