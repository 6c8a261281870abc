// The project's own lint rules (issue 14 step 3; apps/server/src/operations/README.md).
import {
  BOTH_MARKER,
  ONCE_MARKER,
  markerReason,
  storageSignals,
} from './scripts/server-test-databases.js';

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'all']);

// A route handler (the function given to app.get/post/put/patch/delete) validates through its
// schema, calls one operation and answers: more than `max` lines means business logic that
// belongs in operations/.
const maxHandlerLines = {
  meta: {
    type: 'suggestion',
    schema: [{ type: 'object', properties: { max: { type: 'integer' } } }],
    messages: {
      tooLong:
        'This route handler is {{lines}} lines (at most {{max}}): move the work into an operation (src/operations/<resource>/<verb>-<noun>.ts).',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 25;
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (!ROUTE_METHODS.has(callee.property.name)) return;
        const handler = node.arguments.at(-1);
        if (!handler || node.arguments.length < 2) return;
        if (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression') {
          return;
        }
        const lines = handler.loc.end.line - handler.loc.start.line + 1;
        if (lines > max) {
          context.report({ node: handler, messageId: 'tooLong', data: { lines, max } });
        }
      },
    };
  },
};

// One options object when a function takes three or more parameters (STYLE.md habit 5;
// Documenso's CODE_STYLE). Not counted: a last parameter named `tx` (the transaction a
// repository call joins, passed through as the last argument everywhere), and functions handed
// straight to another call (their shape is the caller's, e.g. a Fastify hook's
// (request, reply, done)).
const maxPositionalParams = {
  meta: {
    type: 'suggestion',
    schema: [{ type: 'object', properties: { max: { type: 'integer' } } }],
    messages: {
      tooMany:
        'This function takes {{count}} positional parameters (at most {{max}}, besides a last `tx`): take one options object instead.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 2;
    const check = (node) => {
      const { parent } = node;
      if (parent?.type === 'CallExpression' && parent.arguments.includes(node)) return;
      if (parent?.type === 'NewExpression' && parent.arguments.includes(node)) return;
      const params = [...node.params];
      const last = params.at(-1);
      const lastName = last?.type === 'AssignmentPattern' ? last.left.name : last?.name;
      if (lastName === 'tx') params.pop();
      if (params.length > max) {
        context.report({ node, messageId: 'tooMany', data: { count: params.length, max } });
      }
    };
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
      TSDeclareFunction: check,
    };
  },
};

// The student-facing interface speaks the visitor's language (issue 18, docs/decisions/071):
// text a user sees comes from the catalogues through `t('id')`, never written into a
// component. Reported: JSX text with a letter in it, and a literal with a letter in an
// attribute a user reads or hears (aria-label, title, placeholder, alt, label). Names that are
// the same in every language (the brand, a language's own name) are allowed by `allow`.
const USER_VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const noHardCodedText = {
  meta: {
    type: 'problem',
    schema: [
      { type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } },
    ],
    messages: {
      text: 'User-visible text "{{text}}" is written into the component: put it in the catalogues (apps/web/src/locales) and use t().',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const report = (node, raw) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (!/\p{L}/u.test(text) || allow.has(text)) return;
      context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
    };
    return {
      JSXText(node) {
        report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!USER_VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string') report(node, value.value);
        if (value.type === 'TemplateLiteral') {
          for (const quasi of value.quasis) report(node, quasi.value.cooked ?? '');
        }
      },
    };
  },
};

// A server test file that exercises the storage layer where PGlite and PostgreSQL differ (raw
// SQL, transactions, locks, its own databases, per-database behaviour) runs on both databases
// and says so with `// @both-databases: <why>`; `npm test` runs the others on PostgreSQL only
// when it has one (docs/decisions/107). Reported: such a file without the marker (or
// `// @once: <why>` when the signal does not matter there), and a marker without its reason.
const serverTestDatabases = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      unmarked: `This server test uses {{signals}}: mark it \`// ${BOTH_MARKER}: <why>\` so it runs on PGlite as well as PostgreSQL (docs/decisions/107).`,
      noReason: 'Say why after `// {{marker}}:` (docs/decisions/107).',
    },
  },
  create(context) {
    return {
      Program(node) {
        const text = context.sourceCode.text;
        const markers = [BOTH_MARKER, ONCE_MARKER]
          .map((marker) => ({ marker, reason: markerReason(text, marker) }))
          .filter(({ reason }) => reason !== null);
        for (const { marker, reason } of markers) {
          if (!reason) context.report({ node, messageId: 'noReason', data: { marker } });
        }
        if (markers.length) return;
        const signals = storageSignals(text);
        if (signals.length) {
          context.report({ node, messageId: 'unmarked', data: { signals: signals.join(', ') } });
        }
      },
    };
  },
};

export default {
  rules: {
    'server-test-databases': serverTestDatabases,
    'max-handler-lines': maxHandlerLines,
    'max-positional-params': maxPositionalParams,
    'no-hard-coded-text': noHardCodedText,
  },
};
