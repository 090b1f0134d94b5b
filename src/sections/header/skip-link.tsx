import { actionLabels } from '../../content/navigation';

/** The first focusable element: jumps past the header to the content. */
export const SkipLink = () => (
  <a href="#main" className="skip-link">
    {actionLabels.skipToContent}
  </a>
);
