// A webpack loader for the browser builds: the endpoint table's entries (shared-api/src/contracts/endpoints)
// lose their `summary` and `example`, which only the server reads (the OpenAPI document at /api/docs), and
// their `query`, `body` and `response` schemas, which only the server validates with (the client sends what
// its forms built and reads answers by their types). The shared entry's table is part of every first load
// and these texts were a fifth of it; an area's own groups (shared-api/learning) then import no schema, so a
// remote's page declarations carry no zod. Nothing in the browser reads them
// (scripts/__tests__/stripEndpointDocs.test.ts keeps it so); the server and the tests compile the files as
// written.
const ts = require('typescript');

/** Properties of an `endpoint({...})` entry that only the server reads. */
const DOCS = new Set(['summary', 'example', 'query', 'body', 'response']);

/** The source without the documentation properties of its `endpoint({...})` calls. */
function stripEndpointDocs(source, fileName = 'endpoints.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'endpoint'
    ) {
      const entry = node.arguments[0];
      if (entry && ts.isObjectLiteralExpression(entry))
        for (const property of entry.properties)
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            DOCS.has(property.name.text)
          )
            cuts.push([property.getFullStart(), property.getEnd()]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.reverse()) {
    const next = out[end] === ',' ? end + 1 : end;
    out = out.slice(0, start) + out.slice(next);
  }
  return out;
}

module.exports = function stripEndpointDocsLoader(source) {
  return stripEndpointDocs(source, this.resourcePath);
};
module.exports.stripEndpointDocs = stripEndpointDocs;
