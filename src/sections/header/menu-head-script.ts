import { headScript } from '../../lib/head-script';

/** The phone menu's `<dialog>`: its toggles open and close it by Invoker Commands before the client. */
export const MENU_ID = 'mobile-menu';

/** Runs in <head>: until the client takes over, a link followed from the open menu closes it first. */
function closeMenuOnLink(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('dialog[open] a');
    if (link && !document.documentElement.hasAttribute('data-client'))
      link.closest('dialog')?.close();
  });
}

export const menuScriptSource = () => headScript(closeMenuOnLink, null);
