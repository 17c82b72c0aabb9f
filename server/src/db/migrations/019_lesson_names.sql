-- The lesson dialog (issue 11): the teacher may correct a pupil's name in a lesson's journal. The correction
-- belongs to that lesson only ('' = the contract's kid_name): the contract, its documents and other lessons
-- keep the name the contract holds.
ALTER TABLE lesson_students ADD COLUMN name text NOT NULL DEFAULT '' CHECK (length(name) <= 200);
