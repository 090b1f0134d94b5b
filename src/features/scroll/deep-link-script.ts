import { headScript } from '../../lib/head-script';
import { layOutAllWhenDeepLinked } from './deep-link-head-script';
import { LAY_OUT_ALL_ATTRIBUTE } from './deferred-layout';

/** The head script that renders every section in the first layout of a deep link, reload or return. */
export const deepLinkScriptSource = () =>
  headScript(layOutAllWhenDeepLinked, { layOutAllAttribute: LAY_OUT_ALL_ATTRIBUTE });
