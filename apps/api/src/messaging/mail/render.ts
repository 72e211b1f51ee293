import { PRODUCT_NAME, type Language } from '@talent/shared';
import { chrome, type MailContent } from './messages.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message with its greeting and the product's signature, and the category's unsubscribe link when it has one. */
export function renderMail(
  language: Language,
  name: string,
  content: MailContent,
  unsubscribeUrl: string | null,
): RenderedMail {
  const words = chrome[language];
  const greeting = words.greeting(name.trim());
  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.links?.length ? [content.links.map((l) => `- ${words.labelled(l.label, l.url)}`).join('\n')] : []),
    ...(content.action ? [words.labelled(content.action.label, content.action.url)] : []),
    `-- \n${PRODUCT_NAME}`,
    ...(unsubscribeUrl ? [words.labelled(words.unsubscribe, unsubscribeUrl)] : []),
  ].join('\n\n');

  const link = (label: string, url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937; max-width: 40em;">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.links?.length
      ? [`<ul>${content.links.map((l) => `<li>${link(l.label, l.url)}</li>`).join('')}</ul>`]
      : []),
    ...(content.action
      ? [
          `<p><a href="${escapeHtml(content.action.url)}" style="display: inline-block; padding: 0.6em 1.2em; background: #0b6e4f; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(content.action.label)}</a></p>`,
        ]
      : []),
    `<p style="color: #6b7280;">${escapeHtml(PRODUCT_NAME)}</p>`,
    ...(unsubscribeUrl
      ? [`<p style="font-size: 0.85em; color: #6b7280;">${link(words.unsubscribe, unsubscribeUrl)}</p>`]
      : []),
    '</body></html>',
  ].join('\n');
  return { subject: `${content.subject} - ${PRODUCT_NAME}`, text, html };
}
