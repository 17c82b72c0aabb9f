// The access matrix (DESIGN.md section 7, matrix/suite.ts), part 'lists': the parts are files of their own so
// that jest's workers run them side by side.
import { describeAccessMatrix } from './matrix/suite';

describeAccessMatrix('lists');
