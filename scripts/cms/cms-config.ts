// The CMS's configuration, from what the site reads: the reference language's words, the case studies' schema (docs/cms.md).
import * as v from 'valibot';
import { defaultLocale, locales } from '../../src/config/locales.ts';
import { checkSettings } from '../../src/config/site.ts';
import { copyFor } from '../../src/content/copy.ts';
import { frontMatter } from '../../src/content/work.ts';
import { escapeRegExp } from '../../src/lib/utils.ts';

type CmsField = { name: string; label: string; widget: string; [option: string]: unknown };

/** `heroTitle` as "Hero title" (the keys of the words and the front matter are camelCase). */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A translation must keep each `{placeholder}` of the English text: the CMS refuses it otherwise. */
export const placeholderPattern = (text: string): [string, string] | undefined => {
  const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))];
  if (names.length === 0) return undefined;
  const lookaheads = names.map((name) => `(?=[\\s\\S]*${escapeRegExp(`{${name}}`)})`).join('');
  const list = names.map((name) => `{${name}}`).join(', ');
  return [`^${lookaheads}[\\s\\S]*$`, `Keep ${list}: the site puts a value there.`];
};

/** One field per key of a words file, in the file's order: objects as groups, lists of texts as lists. */
const wordsFields = (value: Record<string, unknown>): CmsField[] =>
  Object.entries(value).map(([name, child]): CmsField => {
    const base = { name, label: labelOf(name), i18n: true };
    if (typeof child === 'string') {
      const widget = child.length > 90 ? 'text' : 'string';
      return { ...base, widget, pattern: placeholderPattern(child) };
    }
    if (Array.isArray(child)) {
      return { ...base, widget: 'list', field: { name: 'item', label: 'Text', widget: 'string' } };
    }
    if (child && typeof child === 'object') {
      return { ...base, widget: 'object', fields: wordsFields(child as Record<string, unknown>) };
    }
    throw new Error(`${name}: a words file holds texts, lists of texts and groups, not ${child}`);
  });

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: { kind: string; type: string; requirement?: unknown }[];
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: string[];
};

const unpiped = (schema: AnySchema) => (schema.pipe?.[0] as AnySchema | undefined) ?? schema;

/** A case study's field from its valibot schema: the CMS offers what the build will accept. */
const schemaField = (name: string, schema: AnySchema): CmsField => {
  const inner = unpiped(schema);
  const { widget } = v.getMetadata(schema) as { widget?: string };
  const words = { name, label: labelOf(name), i18n: true };
  // What is not words (numbers, choices, pictures) is the same in every language: the CMS copies it.
  const same = { ...words, i18n: 'duplicate' as const };
  if (widget === 'image') return { ...same, widget, choose_url: false };
  if (widget) return { ...words, widget };
  switch (inner.type) {
    case 'strict_object':
      return { ...words, widget: 'object', fields: objectFields(inner) };
    case 'array': {
      const item = unpiped(inner.item as AnySchema);
      const min = schema.pipe?.find(({ type }) => type === 'min_length')?.requirement;
      if (item.type === 'picklist') {
        return { ...same, min, widget: 'select', multiple: true, options: item.options };
      }
      return { ...words, min, widget: 'list', fields: objectFields(item) };
    }
    case 'picklist':
      return { ...same, widget: 'select', options: inner.options };
    case 'number':
      return { ...same, widget: 'number', value_type: 'int' };
    case 'union':
    case 'string':
      return { ...words, widget: 'string' };
    default:
      throw new Error(`${name}: no CMS field for a ${inner.type} in src/content/work.ts`);
  }
};

const objectFields = (schema: AnySchema) =>
  Object.entries(schema.entries ?? {}).map(([name, entry]) => schemaField(name, entry));

const repoFormat = /^[\w.-]+\/[\w.-]+$/;
const httpsOriginOrEmpty = /^(https:\/\/[^/\s]+)?$/;
const settingsSchema = v.object({
  CMS_GITHUB_REPO: v.pipe(v.string(), v.regex(repoFormat, 'a GitHub repository like owner/name')),
  CMS_GITHUB_BRANCH: v.pipe(v.string(), v.minLength(1, 'a branch name')),
  CMS_AUTH_URL: v.pipe(
    v.string(),
    v.regex(httpsOriginOrEmpty, 'the https:// origin of an OAuth helper, or empty for Netlify'),
  ),
});

/** The CMS settings of the environment (README, Editing without code); throws naming each wrong one. */
export const cmsSettings = (env: Record<string, string | undefined> = process.env) =>
  checkSettings(settingsSchema, {
    CMS_GITHUB_REPO: env.CMS_GITHUB_REPO?.trim() || 'humanoid-agency/website',
    CMS_GITHUB_BRANCH: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    CMS_AUTH_URL: env.CMS_AUTH_URL?.trim() ?? '',
  });

export const cmsConfig = (settings: ReturnType<typeof cmsSettings>, siteUrl: string) => ({
  backend: {
    name: 'github',
    repo: settings.CMS_GITHUB_REPO,
    branch: settings.CMS_GITHUB_BRANCH,
    ...(settings.CMS_AUTH_URL && { base_url: settings.CMS_AUTH_URL }),
  },
  site_url: siteUrl,
  app_title: 'Humanoid · Content',
  logo: { src: '/favicon.svg' },
  // Pictures land where the build turns them into AVIF and WebP; the front matter names them `/name.png`.
  media_folder: '/src/content/work/images',
  public_folder: '/',
  // Stock photo sites need keys and hosts the policy does not allow.
  media_libraries: { stock_assets: { providers: [] } },
  i18n: {
    structure: 'multiple_folders',
    locales: locales.map(({ code }) => code),
    default_locale: defaultLocale,
  },
  output: { json: { indent_style: 'space', indent_size: 2 }, yaml: { indent_sequences: true } },
  collections: [
    {
      name: 'words',
      label: 'Words',
      i18n: true,
      files: [
        {
          name: 'site',
          label: 'Words of the site',
          file: 'src/content/locales/{{locale}}/site.json',
          i18n: { structure: 'multiple_folders' },
          fields: wordsFields(copyFor(defaultLocale)),
        },
      ],
    },
    {
      name: 'work',
      label: 'Case studies',
      label_singular: 'Case study',
      folder: 'src/content/work',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: '{{client}}',
      identifier_field: 'client',
      summary: '{{client}}: {{result}}',
      sortable_fields: ['order', 'client', 'year'],
      i18n: true,
      fields: [
        ...objectFields(frontMatter as unknown as AnySchema),
        { name: 'body', label: 'Story', widget: 'markdown', i18n: true },
      ],
    },
  ],
});
