"""Time the full fidelity report on a dataset (default Adult: every family, local density included).

    python bench/fidelity_speed.py [--dataset adult] [--repeats 3]

The synthetic table is a quick TVAE's, as large as the training table. Prints the time of each part
and of the whole report (target for Adult: under 10 s on a 2-core CPU), and Cramér's V for all
categorical pairs against SciPy's `association` on pandas crosstabs (the usual way) as a ratio.
"""
import argparse, itertools, time
import pandas as pd
from scipy.stats.contingency import association
from synthnb.data import load_dataset
from synthnb.generators import fit_generator
from synthnb.fidelity import fidelity_report, dependence_matrices, local_density, cramers_v, _standardised, _DENSITY

def kdtree_density(R, S, t, k=20):
    "local_density as scikit-learn's NearestNeighbors computes it (the baseline)."
    from sklearn.neighbors import NearestNeighbors
    Xs, Ss = _standardised(R, S, list(t.numeric))
    nn = NearestNeighbors(n_neighbors=k + 1, n_jobs=1).fit(Xs)
    dr = nn.kneighbors(Xs)[0][:, 1:]  # (ties at 0 aside, the point itself is the first)
    return 1 / dr.mean(1), 1 / nn.kneighbors(Ss, n_neighbors=k)[0].mean(1)

def best(f, repeats):
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--dataset', default='adult')
    ap.add_argument('--repeats', type=int, default=3)
    a = ap.parse_args()
    ds = load_dataset(a.dataset)
    R, t = ds.train, ds.table
    S = fit_generator('tvae', R, t, 'quick', seed=0, progress=False).sample(len(R), seed=0)
    pairs = list(itertools.combinations(t.discrete, 2))
    t_ours = best(lambda: [cramers_v(R[x], R[y]) for x, y in pairs], a.repeats)
    def scipy_v(): return [association(pd.crosstab(R[x], R[y]).to_numpy(), method='cramer', correction=False) for x, y in pairs]
    t_scipy = best(scipy_v, a.repeats)
    print(
        f"Cramér's V, {len(pairs)} pairs on {len(R):,} rows: synthnb {t_ours:.3f}s, "
        f"crosstab + SciPy {t_scipy:.3f}s ({t_scipy / t_ours:.1f}x)"
    )
    print(f'dependence matrices (R and S): {best(lambda: (dependence_matrices(R, t), dependence_matrices(S, t)), a.repeats):.2f}s')
    print(f'local density, the real side kept: {best(lambda: local_density(R, S, t), a.repeats):.2f}s')
    print(
        f'local density from scratch: synthnb {best(lambda: (_DENSITY.clear(), local_density(R, S, t)), a.repeats):.2f}s, '
        f'scikit-learn\'s k-d tree {best(lambda: kdtree_density(R, S, t), a.repeats):.2f}s (what chapter 05 used before; one thread each)'
    )
    total = best(lambda: fidelity_report(R, S, t), a.repeats)
    print(f'full fidelity report, {a.dataset} ({len(R):,} real, {len(S):,} synthetic rows): {total:.2f}s (target < 10 s)')

if __name__ == '__main__': main()
