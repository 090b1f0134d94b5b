import type { FeatureCard as FeatureCardContent } from '../content/types';
import { Icon } from './icon';

type Props = { item: FeatureCardContent };

/** A card with an icon, a title and two lines: the unit of the Expertise and Services grids. */
export const FeatureCard = ({ item }: Props) => (
  <article className="card group h-full p-6 transition-[border-color,box-shadow] duration-300 hover:(border-ink/15 shadow-card) md:p-7">
    <div className="icon-tile">
      <Icon icon={item.icon} />
    </div>
    <h3 className="mt-6 text-lg font-semibold tracking-[-0.01em]">{item.title}</h3>
    <p className="mt-2 text-sm text-muted">{item.description}</p>
  </article>
);
