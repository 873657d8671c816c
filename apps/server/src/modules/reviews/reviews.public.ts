// What other modules may use of the reviews: whether an auction's review in one direction exists.
export { hasReview } from './reviews.service';
