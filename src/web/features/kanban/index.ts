export { KanbanApp } from './components/kanban-app';
