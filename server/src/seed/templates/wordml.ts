import PizZip from 'pizzip';

/**
 * A small WordprocessingML writer for the demo school's contract templates: paragraphs with bold runs,
 * headings, tables (bordered or not) on A4 with Russian margins, Times New Roman. Enough for a contract;
 * the school replaces these templates with its own Word files on the templates page.
 */

/** Text with '**bold**' parts. */
export type Text = string;

export type ParagraphOptions = {
  align?: 'left' | 'center' | 'right' | 'both';
  bold?: boolean;
  /** Font size in points. */
  size?: number;
  /** Space before and after, in points. */
  before?: number;
  after?: number;
  /** First-line indent in centimetres. */
  indent?: number;
  keepNext?: boolean;
  caps?: boolean;
};

export type Cell = { text: Text | Text[]; options?: ParagraphOptions; shade?: boolean };

export type TableOptions = {
  /** Column widths in centimetres (they should add up to the text width, 16.5 cm). */
  widths: number[];
  borders: boolean;
  /** The first row repeats on each page (a table header). */
  headerRow?: boolean;
};

const TWIPS_PER_CM = 567;
const twips = (cm: number) => Math.round(cm * TWIPS_PER_CM);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function runs(text: Text, options: ParagraphOptions): string {
  return text
    .split('**')
    .map((part, index) => {
      if (!part) return '';
      const bold = options.bold || index % 2 === 1;
      const props = [
        bold ? '<w:b/><w:bCs/>' : '',
        options.caps ? '<w:caps/>' : '',
        options.size ? `<w:sz w:val="${options.size * 2}"/><w:szCs w:val="${options.size * 2}"/>` : '',
      ].join('');
      return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>`;
    })
    .join('');
}

/** One paragraph. */
export function paragraph(text: Text, options: ParagraphOptions = {}): string {
  const props = [
    options.keepNext ? '<w:keepNext/>' : '',
    options.before !== undefined || options.after !== undefined
      ? `<w:spacing w:before="${(options.before ?? 0) * 20}" w:after="${(options.after ?? 3) * 20}"/>`
      : '',
    options.indent ? `<w:ind w:firstLine="${twips(options.indent)}"/>` : '',
    `<w:jc w:val="${options.align ?? 'both'}"/>`,
  ].join('');
  return `<w:p><w:pPr>${props}</w:pPr>${runs(text, options)}</w:p>`;
}

/** A section heading: bold capitals, centred, kept with the text after it. */
export function heading(text: string): string {
  return paragraph(text, { align: 'center', bold: true, caps: true, before: 10, after: 4, keepNext: true });
}

/** A numbered clause: '2.1. Text', the first line indented. */
export function clause(number: string, text: Text): string {
  return paragraph(`${number}. ${text}`, { indent: 1 });
}

function cellXml(cell: Cell, width: number): string {
  const lines = Array.isArray(cell.text) ? cell.text : [cell.text];
  const options: ParagraphOptions = { align: 'left', after: 0, ...cell.options };
  const shade = cell.shade ? '<w:shd w:val="clear" w:color="auto" w:fill="E7ECF3"/>' : '';
  return (
    `<w:tc><w:tcPr><w:tcW w:w="${twips(width)}" w:type="dxa"/>${shade}</w:tcPr>` +
    lines.map((line) => paragraph(line, options)).join('') +
    '</w:tc>'
  );
}

/** A table; rows of cells. */
export function table(rows: Cell[][], options: TableOptions): string {
  const border = (side: string) =>
    options.borders
      ? `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`
      : `<w:${side} w:val="nil"/>`;
  const borders = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders>`;
  const grid = `<w:tblGrid>${options.widths.map((w) => `<w:gridCol w:w="${twips(w)}"/>`).join('')}</w:tblGrid>`;
  const margins =
    '<w:tblCellMar><w:top w:w="40" w:type="dxa"/><w:left w:w="80" w:type="dxa"/>' +
    '<w:bottom w:w="40" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar>';
  const body = rows
    .map((row, index) => {
      const header =
        options.headerRow && index === 0
          ? '<w:trPr><w:tblHeader/><w:cantSplit/></w:trPr>'
          : '<w:trPr><w:cantSplit/></w:trPr>';
      return `<w:tr>${header}${row.map((cell, i) => cellXml(cell, options.widths[i])).join('')}</w:tr>`;
    })
    .join('');
  const width = options.widths.reduce((sum, w) => sum + twips(w), 0);
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${width}" w:type="dxa"/>${borders}<w:tblLayout w:type="fixed"/>${margins}` +
    `<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/>` +
    `</w:tblPr>${grid}${body}</w:tbl>`
  );
}

const NAMESPACES =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>' +
  '</Relationships>';

const DOCUMENT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/>' +
  '</Relationships>';

const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  `<w:styles ${NAMESPACES}>` +
  '<w:docDefaults><w:rPrDefault><w:rPr>' +
  '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="Times New Roman" w:cs="Times New Roman"/>' +
  '<w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="ru-RU" w:eastAsia="ru-RU" w:bidi="ar-SA"/>' +
  '</w:rPr></w:rPrDefault>' +
  '<w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="252" w:lineRule="auto"/></w:pPr></w:pPrDefault>' +
  '</w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/>' +
  '<w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/>' +
  '<w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/>' +
  '</w:tblCellMar></w:tblPr></w:style>' +
  '</w:styles>';

const SETTINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  `<w:settings ${NAMESPACES}><w:defaultTabStop w:val="708"/><w:characterSpacingControl w:val="doNotCompress"/>` +
  '<w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>' +
  '</w:settings>';

const APP =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
  '<Application>School back office</Application></Properties>';

function coreXml(title: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(title)}</dc:title><dc:language>ru-RU</dc:language>` +
    '</cp:coreProperties>'
  );
}

/** A4, margins 2 cm top and bottom, 3 cm left, 1.5 cm right (the usual Russian layout); text 16.5 cm wide. */
const SECTION =
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>' +
  '<w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701" w:header="709" w:footer="709" w:gutter="0"/>' +
  '</w:sectPr>';

/** The DOCX file of a body made of paragraph() and table() parts. */
export function docx(title: string, body: readonly string[]): Buffer {
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<w:document ${NAMESPACES}><w:body>${body.join('')}${SECTION}</w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', document);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file('word/styles.xml', STYLES);
  zip.file('word/settings.xml', SETTINGS);
  zip.file('docProps/core.xml', coreXml(title));
  zip.file('docProps/app.xml', APP);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
