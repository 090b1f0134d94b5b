/**
 * Without JavaScript no answer can be opened: all of them show, without the open/close icon. In the
 * head's <noscript> (src/pages/_root.tsx), since a <style> is not allowed in the body.
 */
export const FAQ_WITHOUT_SCRIPT_CSS = '.faq-panel[hidden]{display:block}.faq-icon{display:none}';
