export { ReviewForm } from './components/review-form';
export { LatestReviews, ReviewsList } from './components/reviews-list';
export { ReviewsModeration } from './components/reviews-moderation';
