// The project's own lint rules (issue 14 step 3; apps/server/src/operations/README.md).

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

export default {
  rules: {
    'max-handler-lines': maxHandlerLines,
    'max-positional-params': maxPositionalParams,
  },
};
