-- Files of tasks (issue 13): an attachment uploaded through POST /image/upload without a lesson is linked to
-- the task it is saved with (/task/add, /task/update id_attachments); it goes with its task.
ALTER TABLE files ADD COLUMN task_id integer REFERENCES tasks (id) ON DELETE CASCADE;
CREATE INDEX files_task_idx ON files (task_id) WHERE task_id IS NOT NULL;
-- A file belongs to a lesson or to a task, never to both.
ALTER TABLE files ADD CONSTRAINT files_one_owner CHECK (lesson_id IS NULL OR task_id IS NULL);
