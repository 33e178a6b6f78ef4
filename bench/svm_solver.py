"""The utility suite's SVM with `L2SVM` (the exact finite Newton solver, chapter 06) against the same pipeline with
scikit-learn's `LinearSVC(dual=False)` (liblinear, what synthnb used up to version 0.3), on each dataset's real
training table (TRTR) and on a quick TVAE table (TSTR), scored on the holdout.

Prints, per dataset and training table, each solver's seconds (fit + predict, the three calibration folds in turn)
and every holdout score of both, with the largest absolute difference: how far each published utility figure moves.

    SYNTHNB_DATA_DIR=../shared/data python bench/svm_solver.py [--datasets adult,credit,cardio]
"""
import argparse, time, warnings
import numpy as np, pandas as pd
from sklearn.calibration import CalibratedClassifierCV
from sklearn.kernel_approximation import Nystroem
from sklearn.pipeline import make_pipeline
from sklearn.svm import LinearSVC
from synthnb.data import load_dataset, dataset_available
from synthnb.generators import fit_generator
from synthnb.utility import make_classifier, _fit_predict, classification_scores

def liblinear(table, seed=0):
    "The pipeline as version 0.3 built it."
    m = make_classifier('SVM', table, seed)
    return m.set_params(
        model=CalibratedClassifierCV(
            make_pipeline(Nystroem(n_components=300, random_state=seed), LinearSVC(C=1.0, dual=False, random_state=seed)),
            method='sigmoid',
            cv=3,
        )
    )

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--datasets', default='adult,credit,cardio')
    a = ap.parse_args()
    warnings.filterwarnings('ignore')
    rows = []
    for name in a.datasets.split(','):
        if not dataset_available(name):
            print(f'{name}: not available here, skipped')
            continue
        ds = load_dataset(name)
        R, H, t = ds.train, ds.holdout, ds.table
        S = fit_generator('tvae', R, t, preset='quick', seed=0, progress=False).sample(len(R), seed=0)
        classes = np.unique(np.concatenate([R[t.target].to_numpy(), H[t.target].to_numpy()]))
        for train_name, train in (('TRTR', R), ('TSTR quick TVAE', S)):
            for solver, model in (('liblinear', liblinear(t)), ('L2SVM', make_classifier('SVM', t))):
                start = time.perf_counter()
                labels, proba, score = _fit_predict(model, train, H, t.target, classes)
                seconds = time.perf_counter() - start
                s = classification_scores(H[t.target].to_numpy(), labels, proba, classes, score)
                rows.append(dict(dataset=name, train=train_name, solver=solver, seconds=seconds, **s))
            pair = pd.DataFrame(rows[-2:]).set_index('solver').drop(columns=['dataset', 'train'])
            diff = pair.loc['L2SVM'] - pair.loc['liblinear']
            print(f"{name}, {train_name}: liblinear {pair.loc['liblinear', 'seconds']:.2f} s, L2SVM {pair.loc['L2SVM', 'seconds']:.2f} s "
                  f"({pair.loc['liblinear', 'seconds'] / pair.loc['L2SVM', 'seconds']:.1f}x); score differences: "
                  + ', '.join(f'{k} {float(v):+.1e}' for k, v in diff.drop('seconds').items()), flush=True)
    d = pd.DataFrame(rows)
    print(d.set_index(['dataset', 'train', 'solver']).round(6).to_string())
    scores = ['accuracy', 'balanced_accuracy', 'f1_weighted', 'roc_auc', 'log_loss']
    w = d.pivot_table(index=['dataset', 'train'], columns='solver', values=scores)
    worst = max(float((w[s]['L2SVM'] - w[s]['liblinear']).abs().max()) for s in scores)
    print(f'largest absolute change of any score: {worst:.1e}; time: liblinear {d[d.solver == "liblinear"].seconds.sum():.1f} s, '
          f'L2SVM {d[d.solver == "L2SVM"].seconds.sum():.1f} s')

if __name__ == '__main__':
    main()
