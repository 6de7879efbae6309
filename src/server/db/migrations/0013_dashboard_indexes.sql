CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "listings_site_published" ON "listings" USING btree ("site","published_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_created" ON "conversation_messages" USING btree ("created_at");