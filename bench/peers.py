"""The metrics of chapters 05b, 05c and 07a next to their peers on full Adult, in one run: seconds, ratio, agreement.

    SYNTHNB_DATA_DIR=... python bench/peers.py [--syntheval PYTHON]

R is Adult's training table (39,073 rows), H its holdout (9,769), S a quick TVAE table of 39,073 rows.
Peers: SDMetrics 0.32 (installed with synthnb) and, when `--syntheval` names a Python that has SynthEval 1.7
installed (it pins other versions of pandas and scikit-learn, so it lives in its own environment), SynthEval's
NNAA, NNDR and hitting rate run on the very arrays synthnb uses (HEOM coordinates), so the values can be compared.
A ratio above 1 means synthnb is faster. Every time is the best of three runs (SDMetrics' QualityReport and
LogisticDetection, and SynthEval's row-by-row hitting rate, of one).
"""
import argparse, json, os, subprocess, sys, tempfile, time, warnings
from pathlib import Path
import numpy as np, pandas as pd

def clock(f, repeat=1):
    best = float('inf')
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = f()
        best = min(best, time.perf_counter() - t0)
    return out, best

SYNTHEVAL = r'''
import json, sys, time, numpy as np, pandas as pd
from syntheval.metrics.privacy.metric_nn_adversarial_accuracy import _adversarial_score
from syntheval.utils.nn_distance import _knn_distance
from syntheval.metrics.privacy.metric_hitting_rate import HittingRate
d = sys.argv[1]; out = {}
T, S, H, R, Sn = (pd.DataFrame(np.load(f'{d}/{n}.npy')) for n in ('T', 'S', 'H', 'R', 'Sn'))
def best(f, n=3):  # the best of n runs, as for synthnb
    t = []
    for _ in range(n): t0 = time.perf_counter(); v = f(); t.append(time.perf_counter() - t0)
    return v, min(t)
(tr, te), s = best(lambda: (_adversarial_score(T, S, [], 'euclid'), _adversarial_score(H, S, [], 'euclid')))
out['nnaa'] = dict(seconds=s, aa_train=tr, aa_test=te)
dist, s = best(lambda: _knn_distance(Sn, R, [], 2, 'euclid')); ratio = dist[0] / (dist[1] + 1e-16)
out['nndr'] = dict(seconds=s, median=float(np.median(ratio)))
hr, hs = pd.read_csv(f'{d}/hit_real.csv'), pd.read_csv(f'{d}/hit_synth.csv')
cats = json.load(open(f'{d}/cats.json'))
t0 = time.perf_counter()
m = HittingRate(hr, hs, cat_cols=cats, num_cols=[c for c in hr.columns if c not in cats], do_preprocessing=False, verbose=False)
out['hitting_rate'] = dict(value=m.evaluate()['hit rate'], seconds=time.perf_counter() - t0)
print(json.dumps(out))
'''

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--syntheval', help='a Python with SynthEval installed')
    ap.add_argument('--hit-rows', type=int, default=2000, help="rows of R and S for SynthEval's row-by-row hitting rate")
    args = ap.parse_args()
    from synthnb.data import load_dataset
    from synthnb.generators import fit_generator
    from synthnb.shape import quality_score, validity, ks_statistic, tv_distance
    from synthnb.detection import detection_auc
    from synthnb.membership import _aa, _sample, hitting_rate, mia
    from synthnb.knn import knn_distances, layout_of
    from synthnb.heom import HEOMEncoder
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        from sdmetrics.reports.single_table import QualityReport
        from sdmetrics.single_table import LogisticDetection
        from sdmetrics.single_column import (KSComplement, TVComplement, BoundaryAdherence, RangeCoverage, CategoryAdherence,
                                             CategoryCoverage)
    ds = load_dataset('adult')
    R, H, t = ds.train, ds.holdout, ds.table
    S = fit_generator('tvae', R, t, 'quick', seed=0, progress=False).sample(len(R), seed=0)
    md = {'columns': {c: {'sdtype': 'numerical' if c in t.numeric else 'categorical'} for c in t.columns}}
    rows = []
    def row(metric, ours, peer, ours_s, peer_s, peer_name, note=''):
        rows.append(dict(metric=metric, synthnb=ours, peer=peer, synthnb_s=round(ours_s, 3), peer_s=round(peer_s, 3),
                         ratio=round(peer_s / ours_s, 1), peer_name=peer_name, note=note))
        def fmt(v): return f'{v:.6g}' if isinstance(v, float) else str(v)
        print(
            f'{metric:<22} synthnb {ours_s:7.3f} s | {peer_name} {peer_s:7.3f} s | ratio {peer_s / ours_s:5.1f} | '
            f'values {fmt(ours)} vs {fmt(peer)}  {note}',
            flush=True,
        )

    def sdm():
        rep = QualityReport()
        rep.generate(R, S, md, verbose=False)
        return rep.get_score()
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        q, qs = clock(lambda: quality_score(R, S, t)['overall'], 3)
        p, ps = clock(sdm)
        row('quality_score', q, p, qs, ps, 'SDMetrics QualityReport')
        ks, kss = clock(lambda: [1 - ks_statistic(R[c], S[c]) for c in t.numeric] + [1 - tv_distance(R[c], S[c]) for c in t.discrete], 3)
        def complements():
            return [KSComplement.compute(R[c], S[c]) for c in t.numeric] + [TVComplement.compute(R[c], S[c]) for c in t.discrete]
        pk, pks = clock(complements, 3)
        row(
            'KS + TV complements',
            float(np.max(np.abs(np.subtract(ks, pk)))),
            0.0,
            kss,
            pks,
            'SDMetrics KS/TVComplement',
            'values: max |difference| over columns',
        )
        def per_column(mod):
            return ([f(R[c], S[c]) for c in t.numeric for f in (mod.boundary_adherence, mod.range_coverage)]
                    + [f(R[c], S[c]) for c in t.discrete for f in (mod.category_adherence, mod.category_coverage)])
        import synthnb.shape as ours_mod
        v, vs = clock(lambda: per_column(ours_mod), 3)
        pv, pvs = clock(lambda: [f.compute(R[c], S[c]) for c in t.numeric for f in (BoundaryAdherence, RangeCoverage)]
                        + [f.compute(R[c], S[c]) for c in t.discrete for f in (CategoryAdherence, CategoryCoverage)], 3)
        row(
            'validity (4 metrics)',
            float(np.max(np.abs(np.subtract(v, pv)))),
            0.0,
            vs,
            pvs,
            'SDMetrics validity metrics',
            'values: max |difference|; the same per-column functions on the same columns',
        )
        _, full_s = clock(lambda: validity(R, S, t), 3)
        print(f'{"validity() (no peer)":<22} synthnb {full_s:7.3f} s  the validity metrics, both tables checked at the door', flush=True)
        d, dss = clock(lambda: detection_auc(R, S, t))
        pd_, pds = clock(lambda: LogisticDetection.compute(R, S, md))
        row(
            'detection_auc',
            d,
            pd_,
            dss,
            pds,
            'SDMetrics LogisticDetection',
            'different models: XGBoost 5-fold on ≤10,000 rows a side vs logistic regression 3-fold on all rows; '
            'SDMetrics reports 1 − (2·max(AUC, 0.5) − 1)',
        )
    enc = HEOMEncoder(t).fit(R)
    Re, Se, He = enc.transform(R), enc.transform(S), enc.transform(H)
    lay = layout_of(enc)
    n = min(len(Re), len(Se), len(He))
    rng = np.random.default_rng(0)
    T_, S_, H_ = _sample(Re, n, rng), _sample(Se, n, rng), _sample(He, n, rng)
    (a_tr, a_te), a_s = clock(lambda: (_aa(T_, S_, lay), _aa(H_, S_, lay)), 3)
    Sn = _sample(Se, 5000, np.random.default_rng(1))
    def nndr_median():
        d = knn_distances(Sn, Re, 2, lay)
        return np.median(np.where(d[:, 1] > 0, d[:, 0] / np.where(d[:, 1] > 0, d[:, 1], 1), 0))
    nd, nds = clock(nndr_median, 3)
    hs = S.sample(args.hit_rows, random_state=2)
    hr = R.sample(args.hit_rows, random_state=3)
    h, h_s = clock(lambda: hitting_rate(hr, hs, t, count='real'), 3)
    m, ms = clock(lambda: mia(R, S, H, t))
    print(f'{"mia (no peer)":<28} synthnb {ms:7.3f} s  AUC {m["auc"]:.4f}, TPR@1%FPR {m["tpr_at_1fpr"]:.4f}')
    if args.syntheval:
        with tempfile.TemporaryDirectory() as d:
            for name, arr in dict(T=T_, S=S_, H=H_, R=Re, Sn=Sn).items(): np.save(f'{d}/{name}.npy', arr)
            both = pd.concat([hr, hs], keys=['r', 's'])[list(t.columns)]
            for c in t.discrete: both[c] = pd.factorize(both[c])[0]
            both = both.astype(float)
            both.loc['r'].reset_index(drop=True).to_csv(f'{d}/hit_real.csv', index=False)
            both.loc['s'].reset_index(drop=True).to_csv(f'{d}/hit_synth.csv', index=False)
            json.dump(list(t.discrete), open(f'{d}/cats.json', 'w'))
            res = subprocess.run([args.syntheval, '-c', SYNTHEVAL, d], capture_output=True, text=True)
            if res.returncode: sys.exit(res.stderr[-2000:])
            se = json.loads(res.stdout.strip().splitlines()[-1])
        row(
            'NNAA (train, test)',
            (round(a_tr, 6), round(a_te, 6)),
            (round(se['nnaa']['aa_train'], 6), round(se['nnaa']['aa_test'], 6)),
            a_s,
            se['nnaa']['seconds'],
            'SynthEval _adversarial_score',
            f'the same {n:,}-row samples in HEOM coordinates, Euclidean',
        )
        row('NNDR median', nd, se['nndr']['median'], nds, se['nndr']['seconds'], 'SynthEval _knn_distance',
            '5,000 synthetic rows against all of R')
        row(
            'hitting rate',
            h,
            se['hitting_rate']['value'],
            h_s,
            se['hitting_rate']['seconds'],
            'SynthEval HittingRate',
            f'{args.hit_rows:,} rows a side (SynthEval loops over rows), counting real rows hit',
        )
    else:
        print(
            f'NNAA synthnb {a_s:.3f} s ({a_tr:.4f}, {a_te:.4f}); NNDR {nds:.3f} s; hitting rate {h_s:.3f} s '
            '-- pass --syntheval PYTHON to time SynthEval'
        )
    out = Path(os.environ.get('SYNTHNB_BENCH_OUT', tempfile.gettempdir())) / 'peers.csv'
    pd.DataFrame(rows).to_csv(out, index=False)
    print('table:', out)

if __name__ == '__main__': main()
