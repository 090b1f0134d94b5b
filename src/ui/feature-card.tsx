import { Icon } from './icon';
import type { IconName } from './icon-names';

type Props = { item: { icon: IconName; title: string; description: string } };

export const FeatureCard = ({ item }: Props) => (
  <article className="card group h-full p-6 transition-[border-color,box-shadow] duration-300 hover:(border-ink/15 shadow-card) md:p-7">
    <div className="icon-tile">
      <Icon icon={item.icon} />
    </div>
    <h3 className="mt-6 text-lg font-semibold tracking-[-0.01em]">{item.title}</h3>
    <p className="mt-2 text-sm text-muted">{item.description}</p>
  </article>
);
