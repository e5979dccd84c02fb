/**
 * JSON for a <script> element: every "<" escaped (as \u003c, which JSON reads back as "<"), so
 * no "</script" in any spelling ("</script >", "</SCRIPT/>") and no "<!--" can end or bend the
 * element early. next-seo's own serialiser escapes only the exact "</script>", "<!--" and
 * "-->", which is why our JsonLd renders next-seo's data itself (components/seo/json-ld.tsx).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
