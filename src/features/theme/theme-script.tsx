import { colors, darkColors } from './colors';
import {
  THEME_CHANGE_EVENT as CHANGE,
  THEME_CHOICE_ATTRIBUTE as CHOICE,
  THEME_STORAGE_KEY as KEY,
  THEME_SWITCHING_ATTRIBUTE as SWITCHING,
  THEME_ATTRIBUTE as THEME,
} from './theme-choice';

/**
 * Runs in <head>, before the first paint: puts a stored choice on `<html data-theme>` (CSS alone
 * follows the system when there is none), so a return visit never flashes the other theme. From
 * then on it is the theme switch's whole behaviour, before and after the client takes over: a
 * click on any `[data-theme-choice]` button stores the choice (blocked storage only means it is
 * not remembered), applies it with colour transitions off for that frame, marks the pressed
 * button, tints the browser's UI (`theme-color`) and tells the client (`themechange`, for the
 * toasts and the booking modal). A choice made in another tab follows here. Should anything take
 * the attribute off `<html>` (a framework re-rendering the document), it is put back.
 */
const script = () =>
  `(function(){var d=document.documentElement,K=${JSON.stringify(KEY)},P=${JSON.stringify({ light: colors.paper, dark: darkColors.paper })},c=read();function read(){try{var v=localStorage.getItem(K);return v==='light'||v==='dark'?v:'system'}catch(e){return 'system'}}function apply(){if(c==='system')d.removeAttribute('${THEME}');else d.setAttribute('${THEME}',c);var m=document.querySelectorAll('meta[name=theme-color]');for(var i=0;i<m.length;i++)m[i].setAttribute('content',P[c==='system'?(m[i].media.indexOf('dark')>0?'dark':'light'):c]);mark()}function mark(){var b=document.querySelectorAll('[${CHOICE}]');for(var i=0;i<b.length;i++)b[i].setAttribute('aria-pressed',String(b[i].getAttribute('${CHOICE}')===c))}function change(){d.setAttribute('${SWITCHING}','');apply();requestAnimationFrame(function(){requestAnimationFrame(function(){d.removeAttribute('${SWITCHING}')})});dispatchEvent(new CustomEvent('${CHANGE}',{detail:c}))}apply();new MutationObserver(function(){if(c!=='system'&&d.getAttribute('${THEME}')!==c)d.setAttribute('${THEME}',c)}).observe(d,{attributes:true,attributeFilter:['${THEME}']});document.addEventListener('DOMContentLoaded',mark);document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[${CHOICE}]');if(!b)return;c=b.getAttribute('${CHOICE}');try{if(c==='system')localStorage.removeItem(K);else localStorage.setItem(K,c)}catch(x){}change()});addEventListener('storage',function(e){if(e.key===K){c=read();change()}})})()`;

export const ThemeScript = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: script() }}
  />
);
