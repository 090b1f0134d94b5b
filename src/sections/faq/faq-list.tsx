import type { FaqItem } from '../../content/faq';

type Props = { items: readonly FaqItem[] };

/** The FAQ items: question and answer. */
export const FaqList = ({ items }: Props) => (
  <div className="divide-y divide-line border-y border-line">
    {items.map((item, index) => (
      <div key={item.question} className="py-2">
        <h3>
          <span className="faq-trigger">{item.question}</span>
        </h3>
        <div id={`faq-panel-${index}`}>
          <p className="pb-5 pr-10 text-muted">{item.answer}</p>
        </div>
      </div>
    ))}
  </div>
);
