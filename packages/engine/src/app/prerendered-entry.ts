// The prerendered page's head script (see prerendered.ts): built on its own as one classic script.
import { choosePrerendered } from './prerendered';

choosePrerendered();
