/** The browser bundle's entry (built by the server into /_tessera/forms-{hash}.js). */
import { startLiveForms } from './forms.ts';

startLiveForms(document);
