import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The SMTP sink of the e2e stack keeps every message as an .eml file in MAIL_DIR
// (scripts/stack.py e2e sets it). The mails go out from the services' background sender, so the
// helpers below wait for them.

function mailDir(): string {
  const dir = process.env.MAIL_DIR;
  if (!dir) throw new Error('MAIL_DIR is not set: run through `scripts/stack.py e2e`');
  return dir;
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The headers and the decoded text of every MIME part of a raw message. */
function decodedText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n?/);
  return parts
    .map((part) => {
      const split = /\r?\n\r?\n/.exec(part);
      if (!split) return part;
      const headers = part.slice(0, split.index);
      const body = part.slice(split.index + split[0].length);
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return `${headers}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (encoding === 'quoted-printable') return `${headers}\n\n${decodeQuotedPrintable(body)}`;
      return part;
    })
    .join('\n');
}

/** Every mail sent to `address` so far, oldest first, decoded. */
export function mailsTo(address: string): string[] {
  const to = new RegExp(`^To:\\s*.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return readdirSync(mailDir())
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(mailDir(), name), 'utf8'))
    .filter((raw) => to.test(raw))
    .map(decodedText);
}

/** The path of each link to `path` (e.g. '/confirmare-email') in the mails to `address`. */
export function linksTo(address: string, path: string): string[] {
  const pattern = new RegExp(`https?://[^\\s"'<>]*?(${path}\\?token=[\\w.~%-]+)`, 'g');
  const links: string[] = [];
  for (const mail of mailsTo(address)) {
    for (const match of mail.matchAll(pattern)) if (!links.includes(match[1])) links.push(match[1]);
  }
  return links;
}

/** Waits until at least `count` mails to `address` hold a link to `path`; the newest one's path. */
export async function waitForLink(address: string, path: string, count = 1): Promise<string> {
  await expect
    .poll(() => linksTo(address, path).length, { message: `${count} mail(s) to ${address} with ${path}`, timeout: 30_000 })
    .toBeGreaterThanOrEqual(count);
  return linksTo(address, path).at(-1)!;
}
