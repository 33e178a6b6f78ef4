"""The attack audit of chapter 29 (07d's `audit_mechanism`): run it, print what it cost, and publish its scores.

    python bench/audit_cost.py                       # the first published design: TVAE, 300 epochs, 500-row training sets, 100 shadows
    python bench/audit_cost.py --design tvae200      # the second: TVAE, 1,500 epochs, 200-row training sets
    python bench/audit_cost.py --design ctgan200     # the third: CTGAN, 1,000 epochs, 200-row training sets
    python bench/audit_cost.py --design credit200    # the fourth: the second design on Credit
    python bench/audit_cost.py --design people-tvae --shadows 60   # chapter 29's per-person designs (people-credit: 60; people-ctgan: 44)
    python bench/audit_cost.py --design people-mst1  # chapter 30: MST at ε = 1 (differentially private), 1,000-row training sets
    python bench/audit_cost.py --shadows 8           # a small run, to time one shadow on this machine
    python bench/audit_cost.py --publish             # also write synthnb/published/audit_<design>.parquet, which chapter 29 reads

Every shadow is cached (SYNTHNB_CACHE_DIR or the user cache), so a stopped run resumes."""
import argparse, json, os, time
from pathlib import Path
import numpy as np, pandas as pd
from synthnb.attacks import target_stats, vulnerable_records
from synthnb.audit import audit_mechanism, audit_stats
from synthnb.data import load_dataset

FILTERED = {'raw': dict(patch=False, tau=None), 'tau=0.3': dict(patch=False, tau=0.3),
            'tau=0.1': dict(patch=False, tau=0.1), 'tau=0.01': dict(patch=False, tau=0.01)}
# the per-person designs' sizes: 200 training rows, a pool of 3,000, 30 targets of each group, the filtered releases, disjoint pools
PEOPLE = dict(train_size=200, pool=3000, targets=30, releases=FILTERED, disjoint=True)
DESIGNS = {
    # 500 rows, one batch per epoch: the attack finds no one (chapter 29's first table)
    'tvae': dict(
        dataset='adult', kind='tvae', preset={'epochs': 300, 'batch_size': 500}, train_size=500, pool=3000, targets=10, releases=FILTERED
    ),
    # 200 rows, five times the steps: members sit nearer the release than strangers (the design where the attack has something to find).
    # No patched release: a 200-row table leaves some twenty rare levels to patch, and fine-tuning them more than doubles
    # a shadow's cost (29 s against 12 s in one process on the 2-core machine)
    'tvae200': dict(
        dataset='adult', kind='tvae', preset={'epochs': 1500, 'batch_size': 200}, train_size=200, pool=3000, targets=10, releases=FILTERED
    ),
    # the same design with CTGAN, 1,000 epochs (its fits cost about twice TVAE's)
    'ctgan200': dict(
        dataset='adult', kind='ctgan', preset={'epochs': 1000, 'batch_size': 200}, train_size=200, pool=3000, targets=10, releases=FILTERED
    ),
    # the TVAE design on a second dataset (Credit: 23 columns, 14 of them numbers)
    'credit200': dict(
        dataset='credit', kind='tvae', preset={'epochs': 1500, 'batch_size': 200}, train_size=200, pool=3000, targets=10, releases=FILTERED
    ),
    # the per-person designs (chapter 29's second part): 30 most exposed and 30 random people, disjoint pools (training shadows,
    # test shadows, DOMIAS's reference), four attacks (distances, counts of matching rows, Stadler's summaries, DOMIAS). No patched
    # release: on these 200-row training sets a shadow's patching ran past 5 minutes (dozens of lost levels, each fine-tuned),
    # against 35 s for the fit and its four other releases
    'people-tvae': dict(dataset='adult', kind='tvae', preset={'epochs': 1500, 'batch_size': 200}, **PEOPLE),
    'people-credit': dict(dataset='credit', kind='tvae', preset={'epochs': 1500, 'batch_size': 200}, **PEOPLE),
    'people-ctgan': dict(dataset='adult', kind='ctgan', preset={'epochs': 1000, 'batch_size': 200}, **PEOPLE),
    # chapter 30: the per-person design on differentially private MST at ε = 1 (seeded noise; mirror descent capped at 300
    # iterations, a post-processing choice), 1,000-row training sets: does the shadow attack see the filter's trace?
    'people-mst1': dict(
        dataset='adult',
        kind='mst',
        preset={'epsilon': 1.0, 'noise': 'seeded', 'iters': 300},
        train_size=1000,
        pool=3000,
        targets=30,
        releases=FILTERED,
        disjoint=True,
    ),
}

def design_targets(d:dict, seed:int=0):
    "The attacker's auxiliary rows and the targets (most exposed, then random) of the published design."
    ds = load_dataset(d['dataset'])
    people = ds.train.sample(frac=1, random_state=seed).reset_index(drop=True)
    pool, aux = people.iloc[:d['pool']], people.iloc[d['pool']:]
    exposed = pool.loc[vulnerable_records(pool, ds.table, n=d['targets'])]
    randoms = pool.drop(exposed.index).sample(d['targets'], random_state=seed)
    return ds.table, aux, exposed, randoms

if __name__ == '__main__':
    a = argparse.ArgumentParser()
    a.add_argument('--design', choices=sorted(DESIGNS), default='tvae')
    a.add_argument('--shadows', type=int, default=100)
    a.add_argument('--jobs', type=int, default=1)
    a.add_argument('--publish', action='store_true')
    args = a.parse_args()
    DESIGN = DESIGNS[args.design]
    table, aux, exposed, randoms = design_targets(DESIGN)
    t0 = time.time()
    scores = audit_mechanism(
        DESIGN['kind'],
        aux,
        pd.concat([exposed, randoms]),
        table,
        preset=DESIGN['preset'],
        releases=DESIGN['releases'],
        shadows=args.shadows,
        train_size=DESIGN['train_size'],
        seed=0,
        n_jobs=args.jobs,
        disjoint=DESIGN.get('disjoint', False),
    )
    seconds = time.time() - t0
    stats = audit_stats(scores, {'most exposed': exposed.index, 'random': randoms.index})
    print(stats[stats.fpr == 0.01].round(3).to_string(index=False))
    people = target_stats(scores)
    print(people.groupby(['attack', 'release'], sort=False).identifiable.agg(['sum', 'size']).to_string())
    n_targets = len(exposed) + len(randoms)
    print(f'audit cost: {args.shadows} fits, {len(DESIGN["releases"])} releases each, {seconds:.0f} s on {os.cpu_count()} cores '
          f'({seconds / args.shadows:.1f} s per fit, {seconds / n_targets:.1f} s per target; cached shadows are read, not refitted)')
    if args.publish:
        out = Path(__file__).resolve().parents[1] / 'synthnb' / 'published' / f'audit_{args.design}.parquet'
        scores.assign(group=np.where(scores.target.isin(exposed.index), 'most exposed', 'random'), shadows=args.shadows).to_parquet(
            out, index=False
        )
        (out.with_suffix('.json')).write_text(
            json.dumps(
                {k: v for k, v in DESIGN.items()} | {'design': args.design, 'shadows': args.shadows, 'seconds': round(seconds)},
                indent=1,
                default=str,
            )
        )
        print(f'wrote {out}')
