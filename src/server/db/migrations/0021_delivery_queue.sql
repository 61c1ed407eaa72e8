-- issue 35 §4: the server's delivery queue was the table outbox; "outbox" is now only the phone's write queue.
-- Renamed in place: every row, its id sequence, the primary key and the indexes are kept.
ALTER TABLE "outbox" RENAME TO "delivery_queue";--> statement-breakpoint
ALTER SEQUENCE "outbox_id_seq" RENAME TO "delivery_queue_id_seq";--> statement-breakpoint
ALTER TABLE "delivery_queue" RENAME CONSTRAINT "outbox_pkey" TO "delivery_queue_pkey";--> statement-breakpoint
ALTER INDEX "outbox_recipient_idx" RENAME TO "delivery_queue_recipient_idx";--> statement-breakpoint
ALTER INDEX "outbox_due_idx" RENAME TO "delivery_queue_due_idx";--> statement-breakpoint
ALTER INDEX "outbox_topic_idx" RENAME TO "delivery_queue_topic_idx";
