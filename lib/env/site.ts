/** The storefront's name, used in titles and the header. */
export const SITE_NAME = 'DiagnoBook';

/** "+91 40 4520 0000" -> "tel:+914045200000" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** A WhatsApp chat with the business number, the message typed in for the patient. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
