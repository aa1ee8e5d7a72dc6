/** The results page's view of the shared merge (helper A1's app/search/merge.ts). */
export { type MergeResult, type MergeSource, mergeSources, type SortOrder, sortOffers } from "../search/merge";
