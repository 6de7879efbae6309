import {
  addMemberSchema,
  attachmentListSchema,
  attachmentParamSchema,
  attachmentSchema,
  boardIdParamSchema,
  boardListSchema,
  boardSchema,
  boardSummarySchema,
  cardParamSchema,
  cardSchema,
  columnParamSchema,
  columnSchema,
  commentListSchema,
  commentSchema,
  createBoardSchema,
  createCardSchema,
  createColumnSchema,
  createCommentSchema,
  memberParamSchema,
  moveCardSchema,
  moveColumnSchema,
  okSchema,
  renameBoardSchema,
  renameColumnSchema,
  updateCardSchema,
} from '../schemas/kanban';
import { defineEndpoint, errorResponses } from './endpoint';

/*
 * The Kanban app (server: modules/kanban; browser: features/kanban). A board is its members'
 * only: no role or permission reaches in, an admin's neither, and a board someone is not a member
 * of answers 404 as if it did not exist. Renaming or deleting a board, and changing its members,
 * is its owner's (a member hears 403); a member may remove themselves (leave).
 */
const tags = ['kanban'];
const members = { kind: 'participant', others: 404 } as const;

export const listBoards = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/kanban/boards',
  summary: 'The boards the caller is a member of',
  responses: { 200: boardListSchema, ...errorResponses(401) },
});

export const createBoard = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/kanban/boards',
  summary: 'A new board owned by the caller, with the first columns given',
  body: createBoardSchema,
  responses: { 201: boardSummarySchema, ...errorResponses(400, 401, 409) },
});

export const getBoard = defineEndpoint({
  access: members,
  tags,
  method: 'GET',
  path: '/kanban/boards/:boardId',
  summary: 'A board with its members, columns and cards, in order',
  params: boardIdParamSchema,
  responses: { 200: boardSchema, ...errorResponses(400, 401, 404) },
});

export const renameBoard = defineEndpoint({
  access: members,
  tags,
  method: 'PATCH',
  path: '/kanban/boards/:boardId',
  summary: "Rename a board (its owner's)",
  params: boardIdParamSchema,
  body: renameBoardSchema,
  responses: { 200: boardSummarySchema, ...errorResponses(400, 401, 403, 404) },
});

export const deleteBoard = defineEndpoint({
  access: members,
  tags,
  method: 'DELETE',
  path: '/kanban/boards/:boardId',
  summary: "Delete a board with everything on it (its owner's)",
  params: boardIdParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
});

export const addMember = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/members',
  summary: "Add a user of the product to a board (its owner's)",
  params: boardIdParamSchema,
  body: addMemberSchema,
  responses: { 200: boardSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const removeMember = defineEndpoint({
  access: members,
  tags,
  method: 'DELETE',
  path: '/kanban/boards/:boardId/members/:userId',
  summary: "Remove a member (the owner's), or leave a board (oneself; not its owner)",
  params: memberParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const createColumn = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/columns',
  summary: 'Add a column at the end',
  params: boardIdParamSchema,
  body: createColumnSchema,
  responses: { 201: columnSchema, ...errorResponses(400, 401, 404, 409) },
});

export const renameColumn = defineEndpoint({
  access: members,
  tags,
  method: 'PATCH',
  path: '/kanban/boards/:boardId/columns/:columnId',
  summary: 'Rename a column',
  params: columnParamSchema,
  body: renameColumnSchema,
  responses: { 200: columnSchema, ...errorResponses(400, 401, 404) },
});

export const deleteColumn = defineEndpoint({
  access: members,
  tags,
  method: 'DELETE',
  path: '/kanban/boards/:boardId/columns/:columnId',
  summary: 'Delete a column with its cards',
  params: columnParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 404) },
});

export const moveColumn = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/columns/:columnId/move',
  summary: 'Put a column after another one (or first)',
  params: columnParamSchema,
  body: moveColumnSchema,
  responses: { 200: columnSchema, ...errorResponses(400, 401, 404) },
});

export const createCard = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/cards',
  summary: 'Add a card at the end of a column',
  params: boardIdParamSchema,
  body: createCardSchema,
  responses: { 201: cardSchema, ...errorResponses(400, 401, 404, 409) },
});

export const updateCard = defineEndpoint({
  access: members,
  tags,
  method: 'PATCH',
  path: '/kanban/boards/:boardId/cards/:cardId',
  summary: "Change a card's title, description (rich text, sanitized), labels, due date or assignees",
  params: cardParamSchema,
  body: updateCardSchema,
  responses: { 200: cardSchema, ...errorResponses(400, 401, 404) },
});

export const deleteCard = defineEndpoint({
  access: members,
  tags,
  method: 'DELETE',
  path: '/kanban/boards/:boardId/cards/:cardId',
  summary: 'Delete a card',
  params: cardParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 404) },
});

export const moveCard = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/cards/:cardId/move',
  summary: 'Put a card into a column after another card (or at the top)',
  params: cardParamSchema,
  body: moveCardSchema,
  responses: { 200: cardSchema, ...errorResponses(400, 401, 404) },
});

export const listComments = defineEndpoint({
  access: members,
  tags,
  method: 'GET',
  path: '/kanban/boards/:boardId/cards/:cardId/comments',
  summary: "A card's comments, oldest first",
  params: cardParamSchema,
  responses: { 200: commentListSchema, ...errorResponses(400, 401, 404) },
});

export const createComment = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/cards/:cardId/comments',
  summary: 'Comment on a card',
  params: cardParamSchema,
  body: createCommentSchema,
  responses: { 201: commentSchema, ...errorResponses(400, 401, 404) },
});

export const listAttachments = defineEndpoint({
  access: members,
  tags,
  method: 'GET',
  path: '/kanban/boards/:boardId/cards/:cardId/attachments',
  summary: "A card's pictures, oldest first",
  params: cardParamSchema,
  responses: { 200: attachmentListSchema, ...errorResponses(400, 401, 404) },
});

export const uploadAttachment = defineEndpoint({
  access: members,
  tags,
  method: 'POST',
  path: '/kanban/boards/:boardId/cards/:cardId/attachments',
  summary:
    'Attach a picture to a card (multipart field "file"; JPEG, PNG, WebP, GIF or AVIF, 10 MB, 20 per card), stored by the media module',
  params: cardParamSchema,
  multipart: true,
  responses: { 201: attachmentSchema, ...errorResponses(400, 401, 404, 409, 413) },
});

export const deleteAttachment = defineEndpoint({
  access: members,
  tags,
  method: 'DELETE',
  path: '/kanban/boards/:boardId/cards/:cardId/attachments/:attachmentId',
  summary: 'Remove a picture from a card (its files go too)',
  params: attachmentParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 404) },
});
