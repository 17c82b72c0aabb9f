// Schema fuzzing (fuzz/suite.ts): the second share of the routes, on a server of its own.
import { describeRouteFuzzing, useFuzzServer } from './fuzz/suite';

describeRouteFuzzing(useFuzzServer(), 1, 2);
