import { hero } from '../content/hero';
import { seo } from '../content/seo';

export default async function HomePage() {
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <main id="main">
        <section id="hero">
          <h1>{hero.title}</h1>
        </section>
      </main>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
