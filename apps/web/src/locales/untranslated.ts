import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The attributes a shopper reads or hears. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
  'description',
  'heading',
  'subtitle',
]);
/** Text with a letter in it: punctuation, numbers and symbols between messages are not words. */
const WORDS = /\p{L}{2,}/u;

export interface Untranslated {
  file: string;
  line: number;
  text: string;
}

/**
 * The shopper's screens: the app's layout, the shared helpers and every feature but the back office,
 * components (.tsx) and the helpers they show text from (.ts: formatters, toasts, error messages).
 */
export function shopperSourceFiles(srcDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(srcDir, 'app'));
  walk(path.join(srcDir, 'shared'));
  for (const feature of readdirSync(path.join(srcDir, 'features'))) {
    if (feature !== 'admin') walk(path.join(srcDir, 'features', feature));
  }
  return files.filter((f) => !BACK_OFFICE.some((b) => f.endsWith(b)));
}

/** Staff screens that live beside a shopper feature, and what only crawlers read. */
const BACK_OFFICE = [
  // schema.org's vocabulary (types, day names) in the pages' JSON-LD
  path.join('shared', 'structured-data.ts'),
  path.join('features', 'invoice', 'routes', 'einvoices.tsx'),
  path.join('features', 'invoice', 'components', 'admin-order-invoice.tsx'),
];

/**
 * JSX text and spoken attributes written as literals in a component: each should be a message from
 * the catalogues. A literal that is meant to stay (a proper name, a symbol) carries an
 * `i18n-ignore` comment on its line or the line above.
 */
export function findUntranslated(file: string): Untranslated[] {
  const text = readFileSync(file, 'utf8');
  const isTsx = file.endsWith('.tsx');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    isTsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = text.split('\n');
  const found: Untranslated[] = [];
  const record = (node: ts.Node, value: string) => {
    if (!WORDS.test(value)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    if (/i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '')) return;
    found.push({ file, line: line + 1, text: value.trim().replace(/\s+/g, ' ') });
  };
  const seen = new Set<ts.Node>();
  const report = (node: ts.Node, value: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    record(node, value);
  };
  const visit = (node: ts.Node) => {
    // A template that joins words to values (`${n} items`, `${time} Kuala Lumpur time`) reads as a
    // sentence wherever it is built, though it starts with no capital and may never sit in JSX itself.
    if (ts.isTemplateExpression(node) && isTemplateProse(node) && !isQuiet(node) && !isClassName(node))
      report(node, textOf(node));
    if (!isTsx) {
      if (isText(node as ts.Expression) && isProse(node as ts.Expression) && !isQuiet(node))
        report(node, textOf(node as ts.Expression));
      ts.forEachChild(node, visit);
      return;
    }
    if (ts.isJsxText(node)) report(node, node.text);
    // A sentence kept in a constant or a table (`const label = 'Add to bag'`, then `{label}`) is shown
    // as any other; a literal that is an attribute's own value is judged by the attribute below.
    if (isText(node as ts.Expression) && !ts.isJsxAttribute(node.parent) && isProse(node as ts.Expression))
      if (!isQuiet(node) && !isClassName(node) && !isCompared(node)) report(node, textOf(node as ts.Expression));
    // A prop's default text (`label = 'Verification code'`) is shown as any other.
    if ((ts.isParameter(node) || ts.isBindingElement(node)) && node.initializer && isText(node.initializer))
      if (isProse(node.initializer)) report(node.initializer, textOf(node.initializer));
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const branch of textBranches(node.expression)) report(branch, textOf(branch));
    }
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      if (ts.isJsxExpression(init) && init.expression)
        for (const branch of textBranches(init.expression)) report(branch, textOf(branch));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isText = (e: ts.Expression) =>
  ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e);
const textOf = (e: ts.Expression) =>
  ts.isTemplateExpression(e)
    ? [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ')
    : (e as ts.StringLiteral).text;

/** The texts an expression may show: itself, or the branches of its conditions (`a ? 'X' : 'Y'`, `a || 'X'`). */
function textBranches(e: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(e)) return textBranches(e.expression);
  if (isText(e)) return [e];
  if (ts.isConditionalExpression(e)) return [...textBranches(e.whenTrue), ...textBranches(e.whenFalse)];
  if (
    ts.isBinaryExpression(e) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      e.operatorToken.kind,
    )
  ) {
    return textBranches(e.right);
  }
  return [];
}

/**
 * A template whose own text holds a word beside a space: a sentence around values. Keys and paths
 * (`allergens.${a}`, `/product/${id}?x=1`) have no such word, and class lists are told by their
 * utility names (`mt-4`, `sm:flex`).
 */
function isTemplateProse(e: ts.TemplateExpression): boolean {
  const parts = [e.head.text, ...e.templateSpans.map((s) => s.literal.text)];
  const joined = parts.join(' ');
  if (/[/?=&#<>{}]/.test(joined) || /(^|\s)[a-z0-9]+(?:-[\w./[\]%]+)+(?=\s|$)|\w:\w/.test(joined)) return false;
  return parts.some((part) => /\s\p{L}{2,}|\p{L}{2,}\s/u.test(part));
}

/** Within a class list: a `className` attribute, or a value named for classes. */
function isClassName(node: ts.Node): boolean {
  for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
    if (ts.isJsxAttribute(up)) return /^class(Name)?$/.test(up.name.getText());
    if ((ts.isVariableDeclaration(up) || ts.isPropertyAssignment(up)) && /class/i.test(up.name.getText())) return true;
    if (ts.isStatement(up)) break;
  }
  return false;
}

/**
 * In a helper (.ts) any string may be a key, a path or a class: a text a person reads is one that
 * starts as a sentence does ('Cart updated.', 'Pickup at …', 'Something went wrong').
 */
const PROSE = /^\p{Lu}\p{Ll}+(?:[ ,]+\p{L}|[.!?]|\s*$)/u;
const isProse = (e: ts.Expression) =>
  PROSE.test(textOf(e).trim()) && /\p{Ll}/u.test(textOf(e)) && !ENGLISH_KEYED.has(textOf(e));

/**
 * The `errors` catalogue is keyed by the English text (as the API writes it): such a literal is that
 * catalogue's message, shown through translateMessage (shared/toast.ts, ApiError, form errors).
 */
const ENGLISH_KEYED = new Set(
  Object.keys(
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'en', 'errors.json'), 'utf8')) as Record<string, unknown>,
  ),
);

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A value a text is compared with (`e.key === 'Escape'`, `case 'Card':`): matched, never shown. */
const isCompared = (node: ts.Node) =>
  ts.isCaseClause(node.parent) || (ts.isBinaryExpression(node.parent) && EQUALITY.has(node.parent.operatorToken.kind));

/** Texts no shopper reads: module names, types, and what goes to the console for developers. */
function isQuiet(node: ts.Node): boolean {
  for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
    if (ts.isImportDeclaration(up) || ts.isExportDeclaration(up) || ts.isLiteralTypeNode(up)) return true;
    if (
      ts.isCallExpression(up) &&
      ts.isPropertyAccessExpression(up.expression) &&
      ts.isIdentifier(up.expression.expression) &&
      up.expression.expression.text === 'console'
    )
      return true;
    if (ts.isStatement(up)) break;
  }
  return false;
}
