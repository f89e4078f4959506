-- A host looked up across every capture (GET /api/v1/hosts/{address}, docs/hosts.md): by its address, by its MAC
-- and by a name a capture gave it, MACs and names compared in lower case.
CREATE INDEX host_inventory_by_address ON host_inventory (address);
CREATE INDEX host_inventory_by_mac ON host_inventory (lower(mac)) WHERE mac IS NOT NULL;
CREATE INDEX host_inventory_name_by_name ON host_inventory_name (lower(name));
