import nodemailer from 'nodemailer';
import type { MailTransport } from '../sender';

/**
 * The SMTP transport (nodemailer) of SMTP_URL, sending as MAIL_FROM: a pool of a few connections
 * kept open between e-mails, with timeouts well inside the sender's lease (so a hung server fails
 * the try instead of outliving the claim); a one-time code's lease is shorter (15 s), so a code's
 * try that hangs longer may be taken again and arrive twice, the same code both times. An error with an SMTP 5xx reply (except 503) is marked
 * `permanent` by nodemailer: the sender then gives that message up at once.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers,
        ...(mail.attachments.length > 0
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
