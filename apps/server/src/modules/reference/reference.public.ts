// What other modules may use of the reference module's data: the review questions.
export { listReviewQuestions } from './reference.repository';
