import { badInputSweep } from './support/bad-input.ts';

// The route sweep is split over two files so that both test workers share the work.
badInputSweep(1, 2);
