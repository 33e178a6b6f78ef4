"""Chapter 31's published results: the paper's protocol across the generators curators pick today, at two scales.

quick (across.parquet): 4,000 training rows, τ ∈ {0.30, 0.10, 0.01}, V1/V2 at τ = 0.01, the patched baseline, three
classifiers, seeds 0, 1 and 2. standard (across_standard.parquet): chapter 20's protocol, every training row, ten
thresholds, eight classifiers, the standard presets, seeds 0, 1 and 2 (every seed patched); a pair of dataset and kind
is published only when all its cells are computed, so that a grid accumulated over several calls (the cell cache keeps
what each computed) never mixes a pair's seeds.

    SYNTHNB_ARGN_PYTHON=/path/to/argn/python python bench/across.py              # compute what the cache lacks
    python bench/across.py --only-cached                                      # collect a run still going, or cut short
    python bench/across.py --out synthnb/published                            # where across.parquet and across.json go
    python bench/across.py --part canary                                      # one-run canary audits of each kind's raw, filtered releases
    python bench/across.py --kinds copulagan,gaussian_copula                  # only these kinds, merged into what is published
    python bench/across.py --scale standard --datasets adult --kinds cart      # one pair at standard scale, merged likewise

MST is fitted on Adult only: its public domain (UCI's adult.names) is the only one registered; on Credit it would pay
for its levels from ε (chapter 01a).
Each generator's fit time is added as a process row `fit_seconds` of its baseline cell.

The canary part is chapter 30's design (bench/formal_privacy.py's `canary_part`) for every kind: the 4,000 training
rows of the protocol are the population, its 1,000 most exposed people the canaries, each kept with probability ½;
one fit per kind on every kept row (no preset subsample, so that every canary kept is trained on) serves the raw
release and the releases filtered at τ = 0.3, 0.1 and 0.01; scores "near" and "far" at confidence 0.975 each.
"""
import argparse, importlib.util, json, sys, time
from dataclasses import replace
from pathlib import Path
import numpy as np
import pandas as pd
import synthnb
from synthnb.experiments import run_protocol, run_grid, protocol_grid, role, generator_path, generator_for, cell_dataset
from synthnb.experiments import SCALES, ROLE_FAMILIES
from synthnb.generators import QUICK_PRESETS
from synthnb.dp import adult_domain, PRIVATE_KINDS

KINDS = {'adult': ('ctgan', 'tvae', 'copulagan', 'gaussian_copula', 'mst', 'argn', 'forestflow', 'arf', 'cart'),
         'credit': ('ctgan', 'tvae', 'copulagan', 'gaussian_copula', 'argn', 'forestflow', 'arf', 'cart')}
SEEDS = (0, 1, 2)
# the canary audit's fits: every kept row trained on (the quick presets of ctgan, tvae and forestflow subsample)
CANARY_PRESETS = {
    'ctgan': QUICK_PRESETS['ctgan'] | dict(max_rows=None),
    'tvae': QUICK_PRESETS['tvae'] | dict(max_rows=None),
    'copulagan': QUICK_PRESETS['copulagan'] | dict(max_rows=None),
    'gaussian_copula': 'quick',
    'mst': dict(epsilon=1.0, noise='seeded'),
    'argn': dict(max_rows=None),
    'forestflow': dict(max_rows=None),
    'arf': dict(max_rows=None),
    'cart': dict(max_rows=None),
}

OUT = {'quick': 'across', 'standard': 'across_standard'}  # the published results of each scale

def preset_of(kind:str, scale:str)->str:
    "The preset a kind fits at `scale`: the scale's, but a private kind's one preset at any scale (its budget is ε, chapter 01a)."
    return 'quick' if kind in PRIVATE_KINDS else SCALES[scale]['preset']

def fit_time_rows(dataset:str, kind:str, scale:str='quick')->pd.DataFrame:
    "The fit time of the cached generator as a process row of the baseline cell (none if it is not cached)."
    preset, rows = preset_of(kind, scale), SCALES[scale]['rows']
    if not generator_path(dataset, kind, preset, 0, rows=rows).exists(): return pd.DataFrame()
    gen = generator_for(dataset, kind, preset, 0, rows=rows)
    return pd.DataFrame([dict(dataset=dataset, generator=kind, variant='baseline', family='process', metric='fit_seconds', feature='*',
                              value=float(gen.fit_seconds))])

def protocol(scale:str, dataset:str, kinds:tuple, only_cached:bool)->pd.DataFrame:
    "`run_protocol` at `scale` for one dataset's kinds, each at its `preset_of`: the kinds whose preset is not the scale's, here."
    s, parts = SCALES[scale], []
    other = tuple(k for k in kinds if preset_of(k, scale) != s['preset'])
    if same := tuple(k for k in kinds if k not in other):
        parts.append(run_protocol(scale, datasets=(dataset,), kinds=same, seeds=SEEDS, only_cached=only_cached, progress=not only_cached))
    cells = [replace(c, preset=preset_of(c.kind, scale)) for c in protocol_grid(scale, (dataset,), other, SEEDS)]
    for r, fams in ROLE_FAMILIES.items():  # as run_protocol runs each part of the grid
        if part := [c for c in cells if role(c) == r]:
            res = run_grid(part, families=fams, classifiers=s['classifiers'], repeats=1, only_cached=only_cached, progress=not only_cached)
            parts.append(res.assign(role=r, scale=scale))
    return pd.concat(parts, ignore_index=True)

def merged(new:pd.DataFrame, path:Path, column:str)->pd.DataFrame:
    "`new`, and the rows of `path` of every pair of dataset and kind (`column`) that `new` lacks: a call never drops a published pair."
    if not path.exists(): return new
    old = pd.read_parquet(path)
    replaced = pd.MultiIndex.from_frame(old[['dataset', column]]).isin(pd.MultiIndex.from_frame(new[['dataset', column]]).unique())
    return in_order(pd.concat([old[~replaced], new[old.columns]], ignore_index=True), column)

def complete(res:pd.DataFrame, scale:str)->tuple:
    "The rows of the pairs of dataset and kind with every cell of the protocol in `res`, each with its part's families; the others."
    fams = res[res.family != 'process'].groupby(['dataset', 'generator', 'key', 'role']).family.nunique().reset_index()
    done = fams[fams.family == fams.role.map(lambda r: len(ROLE_FAMILIES[r]))]  # a cached table alone is not a cell
    have = done.groupby(['dataset', 'generator']).key.nunique().reindex(res.groupby(['dataset', 'generator']).size().index, fill_value=0)
    want = {pair: len(protocol_grid(scale, (pair[0],), (pair[1],))) for pair in have.index}
    short = [f'{d}/{k} ({have[(d, k)]} of {n} cells)' for (d, k), n in want.items() if have[(d, k)] < n]
    full = [pair for pair, n in want.items() if have[pair] >= n]
    keep = pd.MultiIndex.from_frame(res[['dataset', 'generator']]).isin(full)
    return res[keep].reset_index(drop=True), short

def in_order(res:pd.DataFrame, column:str)->pd.DataFrame:
    "Rows by dataset, then by kind in `KINDS`' order, each kind's rows as they came: a merged grid reads as a whole run does."
    rank = {key: i for i, key in enumerate((d, k) for d in KINDS for k in KINDS[d])}
    pos = [rank.get(key, len(rank)) for key in zip(res['dataset'], res[column])]
    return res.iloc[np.argsort(pos, kind='stable')].reset_index(drop=True)

def canary(out:Path, canaries:int=1000, only:tuple|None=None)->int:
    "Chapter 31's canary audits, written to across_canary.parquet and .json (with `only`: those kinds', merged into the rest)."
    spec = importlib.util.spec_from_file_location('formal_privacy', Path(__file__).with_name('formal_privacy.py'))
    fp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fp)
    start, parts = time.perf_counter(), []
    for d, kinds in KINDS.items():
        real = cell_dataset(d, SCALES['quick']['rows']).train
        parts.append(
            fp.canary_part(
                d,
                canaries,
                False,
                mechs={k: (k, CANARY_PRESETS[k]) for k in kinds if not only or k in only},
                real=real,
                domain=adult_domain() if d == 'adult' else None,
            )
        )
    res = merged(pd.concat(parts, ignore_index=True), out / 'across_canary.parquet', 'mechanism')
    res.to_parquet(out / 'across_canary.parquet', index=False)
    meta = dict(
        datasets=list(KINDS),
        canaries=canaries,
        population=SCALES['quick']['rows'],
        releases=fp.RELEASES,
        confidence=0.975,
        presets={
            k: v if isinstance(v, str) else {a: (list(b) if isinstance(b, tuple) else b) for a, b in v.items()}
            for k, v in CANARY_PRESETS.items()
        },
        seconds=round(time.perf_counter() - start),
        version=synthnb.__version__,
        command='python bench/across.py ' + ' '.join(sys.argv[1:]),
    )
    if only and (out / 'across_canary.json').exists():  # the other kinds' audits are an earlier call's: its seconds and version stay
        old = json.loads((out / 'across_canary.json').read_text())
        meta |= dict(
            seconds=old['seconds'],
            version=old['version'],
            added=old.get('added', [])
            + [dict(kinds=list(only), version=synthnb.__version__, seconds=meta['seconds'], command=meta['command'])],
        )
        meta['command'] = old['command']
    (out / 'across_canary.json').write_text(json.dumps(meta, indent=1))
    print(f'{len(res)} audits -> {out / "across_canary.parquet"}')
    return 0

def main()->int:
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--only-cached', action='store_true')
    p.add_argument('--out', default='synthnb/published')
    p.add_argument('--part', default='protocol', choices=['protocol', 'canary'])
    p.add_argument('--kinds', default=None, help='comma-separated kinds to compute; the published rows of the others are kept')
    p.add_argument('--datasets', default=None, help='comma-separated datasets to compute; the published rows of the others are kept')
    p.add_argument('--scale', default='quick', choices=list(OUT), help='the protocol\'s scale (chapter 10\'s SCALES)')
    a = p.parse_args()
    only = tuple(a.kinds.split(',')) if a.kinds else None
    datasets = tuple(a.datasets.split(',')) if a.datasets else None
    if only and (bad := [k for k in only if not any(k in v for v in KINDS.values())]): p.error(f'--kinds: {bad} not in the grid')
    if datasets and (bad := [d for d in datasets if d not in KINDS]): p.error(f'--datasets: {bad} not in the grid ({", ".join(KINDS)})')
    if a.part == 'canary':
        if a.scale != 'quick' or datasets: p.error('--part canary runs at quick scale on every dataset')
        return canary(Path(a.out), only=only)
    start, parts, fits, name = time.perf_counter(), [], [], OUT[a.scale]
    for d, kinds in KINDS.items():
        kinds = tuple(k for k in kinds if (not only or k in only) and (not datasets or d in datasets))
        if not kinds: continue
        parts.append(protocol(a.scale, d, kinds, a.only_cached))
        fits += [fit_time_rows(d, k, a.scale) for k in kinds]
    res, short = complete(pd.concat(parts, ignore_index=True), a.scale)
    if short: print('not published, cells missing: ' + ', '.join(short))
    if res.empty: p.error('no pair of dataset and kind has all its cells: nothing to publish')
    base = res[(res.role == 'sweep') & res.tau.isna() & ~res.patch.astype(bool)].drop_duplicates(['dataset', 'generator', 'seed'])
    cfg = base.drop(columns=['variant', 'family', 'metric', 'feature', 'value'])
    fits = pd.concat(fits, ignore_index=True).merge(cfg, on=['dataset', 'generator'])
    res = pd.concat([res, fits[res.columns]], ignore_index=True)
    computed = [k for k in dict.fromkeys(k for v in KINDS.values() for k in v) if k in set(res.generator)]  # in KINDS' order
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    res = merged(res, out / f'{name}.parquet', 'generator')
    res.to_parquet(out / f'{name}.parquet', index=False)
    s = SCALES[a.scale]
    meta = dict(
        scale=name,
        settings={k: list(v) if isinstance(v, tuple) else v for k, v in s.items()} | dict(seeds=list(SEEDS)),
        datasets=list(KINDS),
        generators={d: list(k) for d, k in KINDS.items()},  # the grid
        published={d: [k for k in KINDS[d] if k in set(res.generator[res.dataset == d])] for d in KINDS},  # its pairs with every cell
        role_families={k: list(v) for k, v in ROLE_FAMILIES.items()},
        cells=int(res.key.nunique()),
        version=synthnb.__version__,
        seconds_this_call=round(time.perf_counter() - start, 1),
        command='python bench/across.py ' + ' '.join(sys.argv[1:]),
        machine='2 CPU cores, shared with other work while it ran',
    )
    if (only or datasets) and (out / f'{name}.json').exists():  # the rest were computed by an earlier call: its version stays
        old = json.loads((out / f'{name}.json').read_text())
        this = dict(kinds=computed, datasets=list(datasets or KINDS),
                    version=synthnb.__version__, seconds=meta['seconds_this_call'], command=meta['command'])
        meta |= dict(
            version=old['version'], seconds_this_call=old['seconds_this_call'], command=old['command'], added=old.get('added', []) + [this]
        )
    (out / f'{name}.json').write_text(json.dumps(meta, indent=1))
    print(f'{len(res):,} rows, {res.key.nunique()} cells -> {out / f"{name}.parquet"}')
    return 0

if __name__ == '__main__': sys.exit(main())
