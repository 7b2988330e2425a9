import fp from 'fastify-plugin';

/**
 * The contract's email code endpoints (sign-up and password reset codes, the settlement application's code) take the email itself as the body, and the family's clients send
 * it **unquoted** (`a@b.c`) with `Content-Type: application/json`: not JSON at all. A route opts in with
 * `config: { rawStringBody: true }`: there a JSON body that does not parse and does not look like JSON (it starts
 * with none of `"{[`) is taken as that plain string, trimmed. Everything else — the quoted form, objects, and bad
 * JSON on every other route — goes through Fastify's own JSON parser unchanged (prototype poisoning refused, 400 for
 * bad or empty JSON).
 */
export default fp(
  async (app) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const raw = (body as string).trim();
      if (req.routeOptions.config.rawStringBody && raw !== '' && !/^["{[]/.test(raw)) done(null, raw);
      else json(req, body as string, done);
    });
  },
  { name: 'raw-string-json' },
);
