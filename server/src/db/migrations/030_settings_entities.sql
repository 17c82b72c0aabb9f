-- The settings' Adding entities tab (issue 14): edits of reference entities, locations and requisites name
-- the version they were made from (DESIGN.md section 3; 409 on a stale one).
ALTER TABLE entities ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE locations ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE requisites ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- The external links of /reports-links, a configuration like the others (edited in the JSON editor):
-- a list of {label, url}. Placeholders of the school's dashboards until the administrator sets the real ones.
INSERT INTO configs (name, data) VALUES ('report_links', '[
  {"label": "Аналитика продаж", "url": "https://datastudio.google.com/"},
  {"label": "Журнал", "url": "https://docs.google.com/spreadsheets/"},
  {"label": "Расписание", "url": "https://docs.google.com/spreadsheets/"},
  {"label": "Отчёт о доходах и расходах", "url": "https://docs.google.com/spreadsheets/"},
  {"label": "Выгрузка лидов", "url": "https://docs.google.com/spreadsheets/"},
  {"label": "FAQ", "url": "https://docs.google.com/document/"}
]'::jsonb)
ON CONFLICT (name) DO NOTHING;
