/** The browser bundle's entry (built by the server into /_tessera/behaviour-{hash}.js). */
import { startLiveBehaviour } from './behaviour.ts';

startLiveBehaviour(document);
