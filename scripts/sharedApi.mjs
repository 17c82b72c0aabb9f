#!/usr/bin/env node
// The exported API of the shared packages (shared-api, shared-ui) and their versions (DESIGN.md section 2:
// "a shared package's version is raised with every change of what it exports"). Each shared module - a
// package's "." entry (its `version`) and each of its singleton `sharedEntries` (their own versions) - keeps
// the fingerprint of its exports beside its version in the package's api.lock.json:
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

/**
 * Runs of string literals joined by ' | ' in sorted order: TypeScript prints a union's members in the order
 * it created their types, which moves when other files are checked first (a shared-api addition reordered
 * the CSS property names in Chakra's props), so the same API would look changed.
 */
export function sortLiteralUnions(text) {
  return text.replace(/"(?:[^"\\]|\\.)*"(?: \| "(?:[^"\\]|\\.)*")+/g, (run) =>
    run.split(' | ').sort().join(' | '),
  );
}

/** A type as text, without the checkout's folder (the same on every machine) and union order. */
function typeText(checker, type, at) {
  return sortLiteralUnions(checker.typeToString(type, at, FLAGS).split(root).join(''));
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

/** The shared modules of the packages: `shared-ui` ("."), `shared-ui/core` ..., with their files and versions. */
export function sharedModules(packages = SHARED_PACKAGES) {
  return packages.flatMap((name) => {
    const pkg = readJson(path.join(root, name, 'package.json'));
    const entries = [
      ['.', pkg.version],
      ...Object.entries(pkg.sharedEntries ?? {}).map(([e, s]) => [e, s.version]),
    ];
    return entries.map(([entry, version]) => ({
      pkg: name,
      entry,
      name: entry === '.' ? name : `${name}/${entry.slice(2)}`,
      file: path.join(root, name, pkg.exports?.[entry] ?? 'src/index.ts'),
      version,
    }));
  });
}

/** `name: kind type` of every export of each shared module, sorted. */
export function exportedApi(packages = SHARED_PACKAGES) {
  const modules = sharedModules(packages);
  const program = ts.createProgram(
    modules.map((module) => module.file),
    compilerOptions(),
  );
  const checker = program.getTypeChecker();
  const result = {};
  for (const module of modules) {
    const source = program.getSourceFile(module.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${module.name}: no module at ${module.file}`);
    result[module.name] = checker
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

function readLock(pkg) {
  const lockFile = path.join(root, pkg, 'api.lock.json');
  return fs.existsSync(lockFile) ? readJson(lockFile) : {};
}

/** The recorded version and fingerprint of a shared module: "." at the top of its lock, others under entries. */
function recorded(module) {
  const lock = readLock(module.pkg);
  const entry = module.entry === '.' ? lock : lock.entries?.[module.entry];
  return { version: entry?.version ?? null, fingerprint: entry?.fingerprint ?? null };
}

/** Problems of each shared module: exports changed without a new version, or a new version not recorded. */
export function checkShared(api = exportedApi()) {
  const problems = [];
  for (const module of sharedModules()) {
    const lock = recorded(module);
    const now = fingerprint(api[module.name]);
    if (now === lock.fingerprint && module.version === lock.version) continue;
    const where =
      module.entry === '.'
        ? `"version" in ${module.pkg}/package.json`
        : `"sharedEntries" > "${module.entry}" > "version" in ${module.pkg}/package.json`;
    if (now !== lock.fingerprint && module.version === lock.version)
      problems.push(
        `${module.name}: its exports changed but its version is still ${module.version}. Raise ${where} ` +
          '(patch for a fix, minor for an addition, major for a change that breaks a caller), then run ' +
          '`npm run shared:api -- record`.',
      );
    else
      problems.push(
        `${module.name}: version ${module.version} and its exports are not recorded in ${module.pkg}/api.lock.json: run \`npm run shared:api -- record\`.`,
      );
  }
  return problems;
}

function record(api = exportedApi()) {
  const locks = {};
  for (const module of sharedModules()) {
    const lock = (locks[module.pkg] ??= {});
    const entry = {
      version: module.version,
      fingerprint: fingerprint(api[module.name]),
      exports: api[module.name].length,
    };
    if (module.entry === '.') Object.assign(lock, entry);
    else (lock.entries ??= {})[module.entry] = entry;
    console.log(`${module.name} ${module.version}: ${entry.exports} exports recorded`);
  }
  for (const [pkg, lock] of Object.entries(locks)) {
    const ordered = {
      version: lock.version,
      fingerprint: lock.fingerprint,
      exports: lock.exports,
      entries: lock.entries,
    };
    fs.writeFileSync(path.join(root, pkg, 'api.lock.json'), `${JSON.stringify(ordered, null, 2)}\n`);
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
