import { useState } from 'react';
import type { TreeNode } from '../../types';

/** The path of a line in the tree, as indexes from the top. */
export type TreePath = string;

/**
 * A packet's protocol tree as Wireshark's packet details: a protocol or field per line, collapsed to the top-level
 * protocols at first; a click on a line selects it (its bytes are marked in the bytes pane), the triangle opens it.
 * Labels are the capture's data and are rendered as text.
 */
export function ProtocolTree({ tree, selected, onSelect }: { tree: TreeNode[]; selected: TreePath | null; onSelect: (path: TreePath, node: TreeNode) => void }) {
  return (
    <ul className="protocol-tree" role="tree" data-testid="protocol-tree">
      {tree.map((n, i) =>
        n.hidden ? null : <TreeLine key={i} node={n} path={String(i)} selected={selected} onSelect={onSelect} />,
      )}
    </ul>
  );
}

function TreeLine({ node, path, selected, onSelect }: { node: TreeNode; path: TreePath; selected: TreePath | null; onSelect: (path: TreePath, node: TreeNode) => void }) {
  const [open, setOpen] = useState(false);
  const children = node.children.filter((c) => !c.hidden);
  const isSelected = selected === path;
  return (
    <li role="treeitem" aria-expanded={children.length > 0 ? open : undefined} aria-selected={isSelected} data-testid="tree-node" data-field={node.name}>
      <div className={`tree-line${isSelected ? ' selected' : ''}`}>
        {children.length > 0 ? (
          <button type="button" className="tree-toggle" onClick={() => setOpen(!open)} aria-label={open ? 'Collapse' : 'Expand'} data-testid="tree-toggle">
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="tree-toggle-space" />
        )}
        <button
          type="button"
          className="tree-label"
          onClick={() => onSelect(path, node)}
          onDoubleClick={() => setOpen(!open)}
          title={node.name ? `${node.name}${node.length > 0 ? ` · ${node.length} byte${node.length === 1 ? '' : 's'} at ${node.position}` : ''}` : undefined}
          data-testid="tree-label"
        >
          {node.label}
        </button>
      </div>
      {open && children.length > 0 && (
        <ul role="group">
          {node.children.map((c, i) =>
            c.hidden ? null : <TreeLine key={i} node={c} path={`${path}.${i}`} selected={selected} onSelect={onSelect} />,
          )}
        </ul>
      )}
    </li>
  );
}
