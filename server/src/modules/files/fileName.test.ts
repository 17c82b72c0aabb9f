import { storedFileName } from './fileName';

describe('storedFileName', () => {
  it('keeps a plain name, drops folders and control characters', () => {
    expect(storedFileName('Домашнее задание.pdf')).toBe('Домашнее задание.pdf');
    expect(storedFileName('C:\\Users\\teacher\\photo.png')).toBe('photo.png');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
    expect(storedFileName('a\u0000b\r\nc.txt')).toBe('abc.txt');
  });

  it("names a file with nothing left 'файл'", () => {
    expect(storedFileName('')).toBe('файл');
    expect(storedFileName('folder/')).toBe('файл');
    expect(storedFileName('\u0007')).toBe('файл');
  });

  it('cuts a long name to 255 characters and keeps its extension', () => {
    const name = storedFileName(`${'я'.repeat(400)}.docx`);
    expect([...name]).toHaveLength(255);
    expect(name.endsWith('я.docx')).toBe(true);
  });
});
