import fp from 'fastify-plugin';
import { createMailer } from '../../services/messaging/mailer';

/** `app.mailer`: SMTP_URL's mail (one-time codes); without it the messages are logged, codes never in clear. */
export default fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'mailer',
      createMailer({
        db: app.db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        keepCodes: config.devMode,
        log: (line) => app.log.info(line),
      }),
    );
  },
  { name: 'mailer', dependencies: ['db'] },
);
