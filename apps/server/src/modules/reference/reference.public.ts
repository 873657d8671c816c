// What other modules may use of the reference module: the review questions.
export { reviewQuestions } from './reference.service';
