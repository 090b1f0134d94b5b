import { describe, expect, it } from 'vitest';
import { notFoundPageFor } from '../../../scripts/lib/not-found-pages';
import * as localePages from '../../../scripts/waku-output/locale-pages';
import { shapeError } from '../support/shape-error.ts';

describe('notFoundPageFor', () => {
  it('answers an unknown path with the not-found page of the language folder it is in', () => {
    const pages = ['/de/nope', '/de', '/nope', '/deutsch'].map(notFoundPageFor);
    expect(pages).toEqual(['/de/404.html', '/de/404.html', '/404.html', '/404.html']);
  });
});

// Each page's lang, from its folder: contract/seo reads it off index.html, 404.html and their German twins.
describe('withLang', () => {
  it('fails loudly on a page that does not start with <!DOCTYPE html><html lang="…">', () => {
    expect(() => localePages.withLang('<html><head>', 'de')).toThrow(
      shapeError('locale-pages', 'each page to start with'),
    );
  });
});

describe('asNotFoundPage', () => {
  it('makes a language’s 404 page one that Waku’s client router hydrates as its not-found page', () => {
    const page =
      '<meta name="httpstatus" content="200"/><script>x = { "R/de/404": 1 }; push("0:{\\"route:/de/404\\":1,' +
      '\\"page:/de/404\\":2,\\"ROUTE\\":[\\"/de/404\\",\\"\\"]}")</script><a href="/de/">';
    expect(localePages.asNotFoundPage(page, 'de')).toBe(
      '<meta name="httpstatus" content="404"/><script>x = { "R/404": 1 }; push("0:{\\"route:/404\\":1,' +
        '\\"page:/404\\":2,\\"ROUTE\\":[\\"/404\\",\\"\\"]}")</script><a href="/de/">',
    );
    expect(localePages.asNotFoundRows('0:{"route:/de/404":1,"ROUTE":["/de/404",""]}', 'de')).toBe(
      '0:{"route:/404":1,"ROUTE":["/404",""]}',
    );
    expect(() =>
      localePages.asNotFoundPage('<meta name="httpstatus" content="200"/>', 'de'),
    ).toThrow(shapeError('locale-pages', 'de/404 with'));
  });
});
