import { headScript } from '../../lib/head-script';

/** The phone menu's `<dialog>`: its toggles open and close it by Invoker Commands before the client. */
export const MENU_ID = 'mobile-menu';

/** Runs in <head>: until the client takes over, a link followed from the open menu closes it first. */
function closeMenuOnLink(menuId: string): void {
  document.addEventListener('click', (event) => {
    if (document.documentElement.hasAttribute('data-client')) return;
    const menu = (event.target as Element | null)?.closest?.(`#${menuId}`);
    if (menu instanceof HTMLDialogElement && (event.target as Element).closest('a')) menu.close();
  });
}

export const menuScriptSource = () => headScript(closeMenuOnLink, MENU_ID);
