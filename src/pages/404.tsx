import { notFound } from '../content/not-found';
import { seo } from '../content/seo';

export default async function NotFoundPage() {
  return (
    <>
      <title>{seo.notFoundTitle}</title>
      <meta name="robots" content="noindex" />
      <main id="main">
        <h1>{notFound.code}</h1>
        <p>{notFound.title}</p>
        <a href="/">{notFound.home}</a>
      </main>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
