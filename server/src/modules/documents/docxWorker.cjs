'use strict';
// Parses or fills DOCX templates with docxtemplater in a worker thread (docx.ts): a template's check and a
// document's rendering take the CPU for as long as the template is big, which on the main thread would hold
// every other request. The options here are docx.ts's DOCX_OPTIONS.
const { parentPort, workerData } = require('node:worker_threads');
const Docxtemplater = require('docxtemplater');
const InspectModule = require('docxtemplater/js/inspect-module.js');
const PizZip = require('pizzip');

const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  // A field without a value prints nothing rather than 'undefined'.
  nullGetter: () => '',
  errorLogging: false,
  // A field is the data's own property: {constructor} or {toString} never reach JavaScript's inherited ones
  // ('.' is the current item of a loop).
  parser: (tag) => ({
    get: (scope) =>
      tag === '.'
        ? scope
        : scope !== null && typeof scope === 'object' && Object.hasOwn(scope, tag)
          ? scope[tag]
          : undefined,
  }),
};

const bufferOf = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** docxtemplater's error as the plain object docx.ts reads (its id, tag and nested errors). */
function plainError(error) {
  const properties = (error && error.properties) || {};
  return {
    properties: {
      id: properties.id,
      xtag: properties.xtag,
      explanation: properties.explanation,
      errors: Array.isArray(properties.errors) ? properties.errors.map(plainError) : undefined,
    },
  };
}

/** The structured tags as names and loops only. */
const tagsOf = (parts) =>
  parts.map((part) =>
    part.subparsed ? { value: part.value, subparsed: tagsOf(part.subparsed) } : { value: part.value },
  );

function run({ op, template, jobs }) {
  if (op === 'check') {
    const inspect = new InspectModule();
    new Docxtemplater(new PizZip(bufferOf(template)), { ...OPTIONS, modules: [inspect] });
    return { tags: tagsOf(inspect.getAllStructuredTags()) };
  }
  return {
    documents: jobs.map(({ template: bytes, data }) => {
      const document = new Docxtemplater(new PizZip(bufferOf(bytes)), OPTIONS);
      document.render(data);
      return document.toBuffer({ compression: 'DEFLATE' });
    }),
  };
}

try {
  parentPort.postMessage(run(workerData));
} catch (error) {
  if (error && error.properties) parentPort.postMessage({ templateError: plainError(error) });
  else parentPort.postMessage({ error: `${error && error.name}: ${error && error.message}` });
}
