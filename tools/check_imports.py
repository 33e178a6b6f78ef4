"""The import graph of synthnb/: fails when a module imports another module's underscore name (a seam used
across modules is a public name of the module that owns it) or when two modules import each other.
`--graph` prints each module's line count and what it imports."""
import ast, sys
from pathlib import Path

def imports(path:Path, package:str='synthnb')->list:
    "(module imported, [names]) for every import of a sibling module, at any depth of the file."
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding='utf-8'))):
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            mod = node.module
            if node.level == 1: mod = f'{package}.{mod}'
            if mod.startswith(f'{package}.'):
                out.append((mod.split('.', 1)[1], [a.name for a in node.names]))
    return out

def main(root='synthnb', graph=False)->int:
    files = {p.stem: p for p in sorted(Path(root).glob('*.py')) if not p.stem.startswith('_')}
    edges, bad = {}, []
    for name, path in files.items():
        for mod, names in imports(path):
            if mod == name: continue
            edges.setdefault(name, set()).add(mod)
            bad += [f'{path}: imports {mod}.{n}' for n in names if n.startswith('_')]
    cycles = sorted({tuple(sorted((a, b))) for a, bs in edges.items() for b in bs if a in edges.get(b, ())})
    bad += [f'{a} and {b} import each other' for a, b in cycles]
    if graph:
        for name, path in files.items():
            n = len(path.read_text(encoding='utf-8').splitlines())
            print(f'{name:<12} {n:>4}  → {", ".join(sorted(edges.get(name, ()))) or "—"}')
    for b in bad: print(b)
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main(graph='--graph' in sys.argv))
