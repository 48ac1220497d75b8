import { describe, expect, it } from 'vitest';
import { claimedExtension, nameForType, sanitizeFileName, sniffFile } from './files';
import { fileFieldOf } from './multipart';
import { exeBytes, jpegBytes, pdfBytes, pngBytes, rarBytes, zipBytes } from './testing/samples';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\cmd.exe', 'cmd.exe'],
    ['/absolute/path/report.pdf', 'report.pdf'],
    ['..', 'file'],
    ['.hidden.zip', 'hidden.zip'],
    ['a\u0000b\u001f.pdf', 'ab.pdf'],
    ['my <script>.pdf', 'my _script_.pdf'],
    ['', 'file'],
    ['überweisung 2024.pdf', 'überweisung 2024.pdf'],
    ['रसीद.pdf', 'रसीद.pdf'],
    ['évidence\u0301.png'.normalize('NFD'), 'évidence\u0301.png'.normalize('NFC')],
    ['a\u009b31m\u001b[2Jb.pdf', 'a31m_2Jb.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.zip`);
    expect(name.length).toBe(120);
    expect(name.endsWith('.zip')).toBe(true);
  });
});

describe('sniffFile (magic bytes)', () => {
  it('accepts real archives named .zip/.rar as supporting documents', async () => {
    expect((await sniffFile(zipBytes(), 'docs.zip', 'archive')).accepted).toBe(true);
    expect((await sniffFile(rarBytes(), 'docs.rar', 'archive')).accepted).toBe(true);
  });
  it('refuses an executable renamed .zip', async () => {
    const verdict = await sniffFile(exeBytes(), 'docs.zip', 'archive');
    expect(verdict.accepted).toBe(false);
    expect(verdict.mime).toBe('application/x-msdownload');
  });
  it('refuses a real zip that is not named .zip/.rar', async () => {
    expect((await sniffFile(zipBytes(), 'docs.pdf', 'archive'))).toMatchObject({ accepted: false, refusal: 'file-extension-mismatch' });
    expect((await sniffFile(zipBytes(), 'docs', 'archive'))).toMatchObject({ accepted: false, refusal: 'unsupported-file-type' });
    expect((await sniffFile(zipBytes(), 'docs.rar', 'archive'))).toMatchObject({ accepted: false, refusal: 'file-extension-mismatch' });
  });
  it('accepts PDF, PNG and JPEG as other attachments, by content', async () => {
    expect((await sniffFile(pdfBytes(), 'statement', 'document')).mime).toBe('application/pdf');
    expect((await sniffFile(pngBytes(), 'id.png', 'document')).accepted).toBe(true);
    expect((await sniffFile(jpegBytes(), 'id.jpg', 'document')).accepted).toBe(true);
  });
  it('refuses archives, executables, text and empty files as other attachments', async () => {
    expect((await sniffFile(zipBytes(), 'statement.pdf', 'document')).accepted).toBe(false);
    expect((await sniffFile(exeBytes(), 'statement.pdf', 'document')).accepted).toBe(false);
    expect((await sniffFile(Buffer.from('just text'), 'statement.pdf', 'document')).accepted).toBe(false);
    expect((await sniffFile(Buffer.alloc(0), 'statement.pdf', 'document')).accepted).toBe(false);
  });
});

describe('name vs content (polyglots and mis-named files)', () => {
  it.each([
    ['evil.html', pdfBytes],
    ['logo.svg', pngBytes],
    ['photo.png', jpegBytes],
    ['scan.pdf', pngBytes],
    ['run.exe', pdfBytes],
    ['page.HTM', pdfBytes],
  ])('%s with other content is refused as file-extension-mismatch', async (name, bytes) => {
    expect(await sniffFile(bytes(), name, 'document')).toMatchObject({ accepted: false, refusal: 'file-extension-mismatch' });
  });

  it('refuses content that is no accepted type as unsupported-file-type, whatever the name', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    expect(await sniffFile(html, 'statement.pdf', 'document')).toMatchObject({ accepted: false, refusal: 'unsupported-file-type' });
    expect(await sniffFile(exeBytes(), 'statement.pdf', 'document')).toMatchObject({ accepted: false, refusal: 'unsupported-file-type' });
  });

  it("accepts the type's own extensions in any case, and names that claim no type", async () => {
    for (const name of ['ID.JPG', 'id.jpeg', 'id.jpe', 'id.jfif', 'scan', 'scan 12.11.2026', 'report.v2']) {
      expect((await sniffFile(jpegBytes(), name, 'document')).accepted, name).toBe(true);
    }
  });

  it('claimedExtension: only registered types count as a claim', () => {
    expect(claimedExtension('a.html')).toBe('html');
    expect(claimedExtension('a.SVG')).toBe('svg');
    expect(claimedExtension('scan 12.11.2026')).toBeNull();
    expect(claimedExtension('report.v2')).toBeNull();
    expect(claimedExtension('noext')).toBeNull();
    expect(claimedExtension('trailing.')).toBeNull();
  });

  it('nameForType: the stored and forwarded name carries the detected extension', () => {
    expect(nameForType('statement', 'application/pdf', 'pdf')).toBe('statement.pdf');
    expect(nameForType('scan 12.11.2026', 'image/png', 'png')).toBe('scan 12.11.2026.png');
    expect(nameForType('id.jpeg', 'image/jpeg', 'jpg')).toBe('id.jpeg');
    expect(nameForType('ID.JPG', 'image/jpeg', 'jpg')).toBe('ID.JPG');
    const long = nameForType('x'.repeat(120), 'application/pdf', 'pdf');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('fileFieldOf (numbered part names)', () => {
  it.each([
    ['dpd_statementAttach', 'dpd_statementAttach'],
    ['dpd_statementAttach-1', 'dpd_statementAttach'],
    ['do_idCardAttach-12', 'do_idCardAttach'],
    ['do_name', null],
    ['filename-1', null],
    ['do_idCardAttach-x', null],
  ])('%j -> %j', (part, field) => {
    expect(fileFieldOf(part)).toBe(field);
  });
});
