import nodemailer from 'nodemailer';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** An SMTP mailer when `SMTP_URL` is set (smtp:// or smtps://), else null: mail is not set up. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
