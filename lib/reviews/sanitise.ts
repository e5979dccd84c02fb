import sanitizeHtml from 'sanitize-html';

/**
 * Review comments come from patients: whatever they hold, only plain formatting survives,
 * with no attributes, and line breaks become <br>.
 */
export function sanitiseReviewHtml(comment: string): string {
  const clean = sanitizeHtml(comment, {
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return clean.replace(/\r?\n/g, '<br>');
}
