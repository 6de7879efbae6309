import { notificationPreferencesSchema } from '../schemas/account';
import { defineEndpoint, errorResponses } from './endpoint';

/** Notification choices of the signed-in user (server: modules/account/notification-routes.ts). */
const tags = ['account'];
const errors = errorResponses(400, 401);

export const readNotifications = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'GET',
  path: '/account/notifications',
  summary: 'Notification choices per topic and channel (defaults until saved)',
  tags,
  responses: { 200: notificationPreferencesSchema, ...errors },
});

export const saveNotifications = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'PUT',
  path: '/account/notifications',
  summary: 'Replace the notification choices (every topic and channel)',
  tags,
  body: notificationPreferencesSchema,
  responses: { 200: notificationPreferencesSchema, ...errors },
});
