-- The attendance report (issue 11, GET /get/attendance): the lessons a teacher gave, by date (the teacher
-- filter, and a teacher's own lessons in groups they do not teach). A group's lessons read
-- lessons_group_date_idx, their pupils the key of lesson_students, the makeups temporary_arrangements_group_idx.
CREATE INDEX lessons_teacher_date_idx ON lessons (teacher_id, date) WHERE teacher_id IS NOT NULL;
