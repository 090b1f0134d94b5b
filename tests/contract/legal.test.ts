// The legal pages and the links to them, in the built files (the policy's sections: privacy-policy.test.ts).
import { describe, expect, it } from 'vitest';
import { localeOfPage } from '../../scripts/waku-output/locale-pages';
import { pagePath } from '../../src/config/locales';
import { legalConfig } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { fillMessage } from '../../src/lib/utils';
import { attribute, type Element, pageFiles, parsePage, read } from './support/dist.ts';

const linksIn = (element: Element): Element[] =>
  element.childNodes.flatMap((child) =>
    'tagName' in child ? [...(child.tagName === 'a' ? [child] : []), ...linksIn(child)] : [],
  );
const textIn = (element: Element): string =>
  element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? textIn(child) : ''))
    .join('');

describe('the way to the imprint and the privacy policy', () => {
  it.each(pageFiles)('%s: its footer links both, in the page’s language', (file) => {
    const locale = localeOfPage(file) as 'en' | 'de';
    const { legal } = copyFor(locale);
    const footers = parsePage(read(file)).elements.filter(({ tagName }) => tagName === 'footer');
    const links = footers.flatMap(linksIn).map((link) => [attribute(link, 'href'), textIn(link)]);
    expect(links).toContainEqual([pagePath(locale, 'imprint'), legal.imprintLink]);
    expect(links).toContainEqual([pagePath(locale, 'privacy'), legal.privacyLink]);
  });

  it.each([
    'en',
    'de',
  ] as const)('%s: the imprint and the policy show the provider, its country and their date in the page’s language', (locale) => {
    const copy = copyFor(locale);
    const [imprint = '', privacy = ''] = (['imprint', 'privacy'] as const).map(
      (page) => parsePage(read(`${pagePath(locale, page).slice(1)}index.html`)).text,
    );
    const { name, representative, vatId, register, country, updated } = legalConfig;
    const countryName = country && new Intl.DisplayNames(locale, { type: 'region' }).of(country);
    // Each part of the address on one line: "10115 Berlin" never broken.
    const parts = [...legalConfig.address.split(', '), countryName].filter(
      (part) => part !== undefined,
    );
    const address = parts.map((part) => part.replaceAll(' ', '\u00a0')).join(', ');
    const responsible = legalConfig.contentResponsible || `${representative}, ${address}`;
    for (const detail of [
      name,
      representative,
      vatId,
      register,
      responsible,
      ...address.split(', '),
    ]) {
      expect(imprint).toContain(detail);
    }
    expect(privacy).toContain(address);
    const date = new Date(updated).toLocaleDateString(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const text of [imprint, privacy]) {
      expect(text).toContain(fillMessage(copy.legal.updated, { date }));
    }
    expect(privacy).toContain(copy.theme.system); // the option as the theme switch names it
  });
});
