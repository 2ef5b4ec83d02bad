import { describe, expect, it } from 'vitest';
import { CSV_EOL, cellOf, columnsOf, csvCell, csvRow, headerRow, submissionRow } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('hello world')).toBe('hello world');
    expect(csvCell('')).toBe('');
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('quotes commas, quotes, CR and LF (RFC 4180), quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('x\r\ny')).toBe('"x\r\ny"');
  });

  it('guards every formula start with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('\0x')).toBe("'\0x");
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('keeps HTML and script as text', () => {
    expect(csvCell('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(csvCell('<img src=x onerror="a()">')).toBe('"<img src=x onerror=""a()"">"');
  });
});

describe('rows and columns', () => {
  it('joins a record with commas and ends it with CRLF', () => {
    expect(csvRow(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d${CSV_EOL}`);
  });

  it('turns values into cells', () => {
    expect(cellOf(['a', 'b'])).toBe('a; b');
    expect(cellOf(true)).toBe('yes');
    expect(cellOf(false)).toBe('no');
    expect(cellOf(undefined)).toBe('');
    expect(cellOf('x')).toBe('x');
  });

  it('takes the newest schema first, then older fields, each once; same labels told apart', () => {
    const columns = columnsOf([
      [
        { name: 'email', label: 'E-mail' },
        { name: 'message', label: 'Message' },
      ],
      [
        { name: 'name', label: 'Name' },
        { name: 'email', label: 'Old e-mail' },
      ],
      [{ name: 'note', label: 'Message' }],
    ]);
    expect(columns).toEqual([
      { name: 'email', label: 'E-mail' },
      { name: 'message', label: 'Message (message)' },
      { name: 'name', label: 'Name' },
      { name: 'note', label: 'Message (note)' },
    ]);
  });

  it('guards the header cells too, and writes a submission in the columns order', () => {
    const columns = [
      { name: 'a', label: '=cmd' },
      { name: 'b', label: 'Options' },
    ];
    const labels = { receivedAt: 'Received at', read: 'Read', yes: 'yes', no: 'no' };
    expect(headerRow(columns, labels)).toBe(`Received at,Read,'=cmd,Options${CSV_EOL}`);
    const submission = {
      createdAt: new Date('2026-11-27T08:00:00.000Z'),
      readAt: null,
      formName: '-Contact',
      values: { b: ['x', 'y'], a: '@x', c: 'not a column' },
    };
    expect(submissionRow(columns, submission, labels)).toBe(`2026-11-27T08:00:00.000Z,no,'@x,x; y${CSV_EOL}`);
    const withForm = { ...labels, form: 'Form', yes: 'sim', no: 'não' };
    expect(headerRow(columns, withForm)).toBe(`Received at,Read,Form,'=cmd,Options${CSV_EOL}`);
    expect(submissionRow(columns, { ...submission, readAt: new Date() }, withForm)).toBe(
      `2026-11-27T08:00:00.000Z,sim,'-Contact,'@x,x; y${CSV_EOL}`,
    );
  });
});
