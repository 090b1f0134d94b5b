import { headScript } from '../../lib/head-script';
import { layOutAllWhenDeepLinked } from './deep-link-head-script';
import { LAY_OUT_ALL_ATTRIBUTE } from './deferred-layout';

export const deepLinkScriptSource = () =>
  headScript(layOutAllWhenDeepLinked, { layOutAllAttribute: LAY_OUT_ALL_ATTRIBUTE });

/** Renders every section in the first layout of a visit to a fragment, a reload or a return. */
export const LayOutAllWhenDeepLinked = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: deepLinkScriptSource() }}
  />
);
