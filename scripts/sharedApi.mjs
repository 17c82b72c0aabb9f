#!/usr/bin/env node
// The exported API of the shared packages (shared-api, shared-ui) and their versions (DESIGN.md section 2:
// "a shared package's version is raised with every change of what it exports"). Each package keeps the
// fingerprint of its exports beside its version in api.lock.json:
//
//   npm run shared:api              check: exit 1 when a package's exports changed and its version did not
//   npm run shared:api -- record    after raising the version: write the new fingerprint
//
// The fingerprint is the sorted list of the names a package's entry exports with their types as the
// TypeScript checker prints them, so a changed signature counts, an internal change does not.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHARED_PACKAGES = ['shared-api', 'shared-ui'];

function compilerOptions() {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;

/** A type as text, without the checkout's folder (the same on every machine). */
function typeText(checker, type, at) {
  return checker.typeToString(type, at, FLAGS).split(root).join('');
}

/** The members of a class or interface with their types (a changed member changes the API). */
function membersText(checker, type, at) {
  if (
    !(type.flags & ts.TypeFlags.Object) ||
    !(type.objectFlags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface))
  )
    return '';
  const members = checker
    .getPropertiesOfType(type)
    .map(
      (member) => `${member.name}: ${typeText(checker, checker.getTypeOfSymbolAtLocation(member, at), at)}`,
    );
  return ` { ${members.sort().join('; ')} }`;
}

/** `name: kind type` of every export of each package's entry, sorted. */
export function exportedApi(packages = SHARED_PACKAGES) {
  const entries = packages.map((name) => path.join(root, name, 'src', 'index.ts'));
  const program = ts.createProgram(entries, compilerOptions());
  const checker = program.getTypeChecker();
  const result = {};
  for (const [i, name] of packages.entries()) {
    const source = program.getSourceFile(entries[i]);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${name}: no module at ${entries[i]}`);
    result[name] = checker
      .getExportsOfModule(moduleSymbol)
      .map((exported) => {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const declaration = symbol.declarations?.[0] ?? source;
        const parts = [];
        if (symbol.flags & ts.SymbolFlags.Value)
          parts.push(typeText(checker, checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration));
        if (symbol.flags & ts.SymbolFlags.Type) {
          const declared = checker.getDeclaredTypeOfSymbol(symbol);
          parts.push(
            `type ${typeText(checker, declared, declaration)}${membersText(checker, declared, declaration)}`,
          );
        }
        return `${exported.name}: ${parts.join(' & ')}`;
      })
      .sort();
  }
  return result;
}

export function fingerprint(lines) {
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Problems of each package: exports changed without a new version, or a new version not recorded. */
export function checkShared(api = exportedApi()) {
  const problems = [];
  for (const name of SHARED_PACKAGES) {
    const { version } = readJson(path.join(root, name, 'package.json'));
    const lockFile = path.join(root, name, 'api.lock.json');
    const lock = fs.existsSync(lockFile) ? readJson(lockFile) : { version: null, fingerprint: null };
    const now = fingerprint(api[name]);
    if (now === lock.fingerprint && version === lock.version) continue;
    if (now !== lock.fingerprint && version === lock.version)
      problems.push(
        `${name}: its exports changed but its version is still ${version}. Raise "version" in ${name}/package.json ` +
          '(patch for a fix, minor for an addition, major for a change that breaks a caller), then run ' +
          '`npm run shared:api -- record`.',
      );
    else
      problems.push(
        `${name}: version ${version} and its exports are not recorded in ${name}/api.lock.json: run \`npm run shared:api -- record\`.`,
      );
  }
  return problems;
}

function record(api = exportedApi()) {
  for (const name of SHARED_PACKAGES) {
    const { version } = readJson(path.join(root, name, 'package.json'));
    const lock = { version, fingerprint: fingerprint(api[name]), exports: api[name].length };
    fs.writeFileSync(path.join(root, name, 'api.lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`${name} ${version}: ${lock.exports} exports recorded`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'record') record();
  else {
    const problems = checkShared();
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
    console.log('shared packages: exports and versions recorded');
  }
}
