import { describe, expect, it } from 'vitest';
import { sanitizeFileName, sniffFile } from './files';
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
    expect((await sniffFile(zipBytes(), 'docs.pdf', 'archive')).accepted).toBe(false);
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
