import { fromSpreadsheetText, spreadsheetText } from './spreadsheetText';

describe('spreadsheet text', () => {
  it('puts a quote before text a spreadsheet program would take for a formula', () => {
    for (const text of [
      '=HYPERLINK("http://evil.example","click")',
      '+375291234567',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      '=',
    ])
      expect(spreadsheetText(text)).toBe(`'${text}`);
  });

  it('leaves other text as it is', () => {
    for (const text of [
      '',
      'Иванова Анна',
      '375291234567',
      'anna@example.com',
      ' =1',
      "'quoted",
      '2026-12-01 10:00',
    ])
      expect(spreadsheetText(text)).toBe(text);
  });

  it('reads a neutralised cell back as the original text', () => {
    for (const text of ['=1+1', '+375291234567', '-', '@x', '\tx', 'plain', "'quoted", ''])
      expect(fromSpreadsheetText(spreadsheetText(text))).toBe(text);
    expect(fromSpreadsheetText("'plain")).toBe("'plain");
  });
});
