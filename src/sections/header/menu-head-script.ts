import { headScript } from '../../lib/head-script';

export const MENU_ID = 'mobile-menu';

/** Runs in <head>: its toggles' Invoker Commands open and close the menu; a link followed closes it until ClientReady marks <html>. */
function closeMenuOnLink(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('dialog[open] a');
    if (link && !document.documentElement.hasAttribute('data-client'))
      link.closest('dialog')?.close();
  });
}

export const menuScriptSource = () => headScript(closeMenuOnLink, null);
