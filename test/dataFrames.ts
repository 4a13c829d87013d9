// DataFrames for unit tests of what reads series: the one builder is the series feature's
// (apps/web/src/features/series/utils/testFrame.ts); this name stays for the tests importing it here.
export { componentTestFrame as testFrame } from '@/features/series/utils/testFrame';
