-- Extracted files belong to the connection that carried them: every row of a transport flow counts all the
-- files tied to any of its rows. Captures analysed before counted each file on its carrier row only.
UPDATE conversation c SET extracted_file_count = f.files
FROM (SELECT r.capture_id, r.flow_key, count(*)::integer AS files
      FROM extracted_file x JOIN conversation r ON r.id = x.conversation_id AND r.capture_id = x.capture_id
      GROUP BY r.capture_id, r.flow_key) f
WHERE c.capture_id = f.capture_id AND c.flow_key = f.flow_key AND c.extracted_file_count <> f.files;
