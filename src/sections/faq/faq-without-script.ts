// Without JavaScript no answer can be opened, so all of them show. In the head's <noscript>, since a
// <style> is not allowed in the body.
export const FAQ_WITHOUT_SCRIPT_CSS = '.faq-panel[hidden]{display:block}.faq-icon{display:none}';
