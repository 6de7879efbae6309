// The help centre: the public /front-pages/help-center pages compose it (server: modules/help-center).
export { HelpCenterHome } from './components/help-center-home';
export { HelpArticleView } from './components/help-article-view';
export { prefetchHelpArticle, prefetchHelpCenter } from './prefetch';
