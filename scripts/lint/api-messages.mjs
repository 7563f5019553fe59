// Issue 31, point 5: every message the API answers with comes from the catalogues of
// libs/contracts (English and French), so the error filter can answer it in the request's
// language. This rule refuses an exception built with a literal text in api/src:
// `throw new NotFoundException('Not found')` or `new DomainException(kind, \`${x} is wrong\`)`;
// use a constant of libs/contracts (rendered from its catalogue) or a { key, params } reference.

/** The argument that carries an exception's message: DomainException(kind, message, details), else the first. */
const messageArgument = (node) => (node.callee.type === 'Identifier' && node.callee.name === 'DomainException' ? node.arguments[1] : node.arguments[0]);

/** Whether an expression is a text written in place: a string literal or a template with words. */
const isLiteralText = (node) => {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && /[A-Za-z]{2}/.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => /[A-Za-z]{2}/.test(q.value.cooked ?? ''));
  if (node.type === 'BinaryExpression' && node.operator === '+') return isLiteralText(node.left) || isLiteralText(node.right);
  return false;
};

export const noLiteralExceptionMessage = {
  meta: {
    type: 'problem',
    docs: { description: 'API exceptions take their message from the catalogues of libs/contracts, not a literal text' },
    messages: {
      literal:
        'This exception answers with a literal text, which has no French: put the text in a catalogue of libs/contracts/src/i18n/catalogues (English and French) and throw its English constant or a { key, params } reference (docs/decisions/api-messages.md).',
    },
    schema: [],
  },
  create(context) {
    return {
      NewExpression(node) {
        const name = node.callee.type === 'Identifier' ? node.callee.name : node.callee.type === 'MemberExpression' ? node.callee.property.name : '';
        if (!/Exception$/.test(name ?? '')) return;
        const argument = messageArgument(node);
        if (isLiteralText(argument)) context.report({ node: argument, messageId: 'literal' });
      },
    };
  },
};

export const apiMessagesConfig = {
  files: ['api/src/**/*.ts'],
  ignores: ['api/src/**/*.spec.ts'],
  plugins: { 'ledgerleaf-i18n': { rules: { 'no-literal-exception-message': noLiteralExceptionMessage } } },
  rules: { 'ledgerleaf-i18n/no-literal-exception-message': 'error' },
};
