// What other modules may read of the reviews: whether an auction's review in one direction exists.
export { hasReview, type ReviewDirection } from './reviews.repository';
