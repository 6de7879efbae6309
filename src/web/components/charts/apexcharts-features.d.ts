// ApexCharts' optional feature entries register themselves on import and export nothing we use;
// the package ships no declaration for them.
declare module 'apexcharts/features/legend';
