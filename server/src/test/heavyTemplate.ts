import PizZip from 'pizzip';
import { demoTemplate } from '../seed/templates/contractTemplates';

/**
 * The School_IP template with `paragraphs` more paragraphs, each printing the child's name: a legal template
 * (20,000 paragraphs stay under docx.ts's XML limits) whose check and rendering take docxtemplater seconds.
 */
export function heavyTemplate(paragraphs: number): Buffer {
  const zip = new PizZip(demoTemplate('School_IP'));
  const xml = zip.file('word/document.xml')!.asText();
  const paragraph = '<w:p><w:r><w:t>{kid_name}</w:t></w:r></w:p>';
  zip.file('word/document.xml', xml.replace('<w:body>', `<w:body>${paragraph.repeat(paragraphs)}`));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
