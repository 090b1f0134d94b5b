import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { drawStaticSubtrees, parseRows } from '../../scripts/waku-output/static-subtrees.ts';
import { shapeError } from './support/shape-error.ts';

const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`;
const textRow = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const intro = [
  '$',
  'div',
  null,
  {
    className: 'intro',
    children: [
      ['$', 'h2', null, { children: 'Über uns' }],
      ['$', 'p', null, { children: ['$$5 a ', ['$', 'em', null, { children: 'day' }]] }],
    ],
  },
];
const button = ['$', '$L1', null, { label: 'Book' }];

describe('the payload rows', () => {
  it('reads a text row by its length in bytes, line breaks and all', () => {
    const rows = parseRows(
      `1:I["abc",[],"Button",1]\n${textRow('2', 'Grüße\nzwei Zeilen')}${row('0', ['$', 'p', null, { children: '$2' }])}`,
    );
    expect(rows.map(({ id }) => id)).toEqual(['1', '2', '0']);
    expect(rows[1]?.raw).toBe(textRow('2', 'Grüße\nzwei Zeilen'));
    expect(rows[1]?.text).toBe('Grüße\nzwei Zeilen');
    expect(rows[2]?.json).toEqual(['$', 'p', null, { children: '$2' }]);
  });

  it('stops the build on a row of another shape', () => {
    expect(() => parseRows('not a row\n')).toThrow(shapeError('static-subtrees', 'payload rows'));
  });
});

describe('drawing static subtrees from HTML', () => {
  it('gives the largest subtree of server elements to its element as HTML, with the client parts hydrated', () => {
    const section = ['$', 'section', null, { children: [intro, button] }];
    const payload = `1:I["abc",[],"Button",1]\n${row('0', ['$', 'main', null, { children: [section, intro] }])}`;
    const { text, drawn } = drawStaticSubtrees(payload);
    const rows = parseRows(text);
    const drawnIntro = [
      '$',
      'div',
      null,
      {
        className: 'intro',
        dangerouslySetInnerHTML: { __html: '<h2>Über uns</h2><p>$5 a <em>day</em></p>' },
      },
    ];
    expect(drawn).toBe(2);
    expect(rows[1]?.json).toEqual([
      '$',
      'main',
      null,
      { children: [['$', 'section', null, { children: [drawnIntro, button] }], drawnIntro] },
    ]);
  });

  it('draws the rows, lazy rows and text a subtree refers to, and drops the rows only it used', () => {
    const section = [
      '$',
      'section',
      null,
      { children: ['$2', '$L4', ['$', 'span', null, { children: '$3' }]] },
    ];
    const noscript = ['$', 'noscript', null, { children: '$3' }];
    const payload = [
      row('2', ['$', 'p', null, { children: 'outlined' }]),
      textRow('3', 'x<1'),
      row('4', ['$', 'em', null, { children: 'lazy' }]),
      row('0', ['$', 'div', null, { children: [section, noscript] }]),
    ];
    const rows = parseRows(drawStaticSubtrees(payload.join('')).text);
    const drawnSection = [
      '$',
      'section',
      null,
      { dangerouslySetInnerHTML: { __html: '<p>outlined</p><em>lazy</em><span>x&lt;1</span>' } },
    ];
    expect(rows.map(({ id }) => id)).toEqual(['3', '0']);
    expect(rows[1]?.json).toEqual(['$', 'div', null, { children: [drawnSection, noscript] }]);
  });

  it('keeps forms, hoisted tags and subtrees other rows point into as elements', () => {
    const form = ['$', 'form', null, { children: [['$', 'input', null, { name: 'email' }]] }];
    const pointed = ['$', 'div', null, { children: [['$', 'p', null, { children: 'Book' }]] }];
    const head = [
      '$',
      'head',
      null,
      { children: [['$', 'title', null, { children: 'Humanoid' }]] },
    ];
    const payload =
      row('0', ['$', 'body', null, { children: [form, pointed, head] }]) +
      row('1', ['$', '$L2', null, { label: '$0:props:children:1:props:children:0' }]);
    expect(drawStaticSubtrees(payload)).toEqual({ text: payload, drawn: 0 });
  });

  it('leaves the text of inline scripts to the prerendered page: a script React draws never runs', () => {
    const script = [
      '$',
      'script',
      null,
      { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '$1' } },
    ];
    const rows = parseRows(
      drawStaticSubtrees(`${textRow('1', '{"@type":"Organization"}')}${row('0', script)}`).text,
    );
    expect(rows).toEqual([
      {
        id: '0',
        raw: row('0', [
          '$',
          'script',
          null,
          { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '' } },
        ]),
        json: expect.anything(),
      },
    ]);
  });

  it('draws lists written in place, as the payload keeps them, without a warning about keys', () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => warnings.mockRestore());
    const item = (text: string) => ['$', 'li', null, { children: text }];
    const list = ['$', 'ul', null, { children: [item('one'), [item('two'), item('three')]] }];
    const { text } = drawStaticSubtrees(row('0', ['$', 'div', null, { children: [list] }]));
    expect(parseRows(text)[0]?.json).toEqual([
      '$',
      'div',
      null,
      { dangerouslySetInnerHTML: { __html: '<ul><li>one</li><li>two</li><li>three</li></ul>' } },
    ]);
    expect(warnings.mock.calls.map(([message]) => String(message))).toEqual([]);
  });
});
