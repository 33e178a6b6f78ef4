"""The tutorial's two house rules, checked on the notebooks (CI runs this):

1. no visible code cell holds more than 6 test lines (the checks that teach usage stay; batteries go to hidden cells);
2. every "Reading the result" section is followed by a hidden cell that asserts its numbers."""
import json, re, sys
from pathlib import Path

TEST = re.compile(r'\s*(test_\w+\(|assert\b|pd\.testing\.assert|np\.testing\.assert)')

def problems(path:Path)->list:
    cells, out = json.loads(path.read_text(encoding='utf-8'))['cells'], []
    for i, c in enumerate(cells):
        src = ''.join(c['source'])
        if c['cell_type'] == 'code' and not src.startswith(('#| hide', '#| export')):
            n = sum(bool(TEST.match(line)) for line in src.splitlines())
            if n > 6: out.append(f'{path}: cell {i} shows {n} test lines (at most 6; move the rest to a hidden cell)')
        if c['cell_type'] == 'markdown' and re.search(r'^#+ Reading the result', src, re.M):
            j, checked = i + 1, False
            while j < len(cells) and not (cells[j]['cell_type'] == 'markdown' and re.match(r'#+ ', ''.join(cells[j]['source']))):
                s = ''.join(cells[j]['source'])
                checked |= cells[j]['cell_type'] == 'code' and s.startswith('#| hide') and bool(re.search(r'test_\w+\(|assert\b', s))
                j += 1
            if not checked: out.append(f'{path}: the reading at cell {i} has no hidden cell asserting its numbers')
    return out

if __name__ == '__main__':
    root = Path(__file__).resolve().parents[1] / 'nbs'
    found = [p for nb in sorted(root.rglob('*.ipynb')) if '.ipynb_checkpoints' not in str(nb) for p in problems(nb)]
    print('\n'.join(found) or 'lessons: every reading asserted, no visible cell with more than 6 test lines')
    sys.exit(1 if found else 0)
