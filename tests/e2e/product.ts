// The product launcher lives in support/ (shared with the benchmarks).
export * from '../../support/product';
