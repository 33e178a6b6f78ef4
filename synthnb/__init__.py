__version__ = "0.18.6"

import warnings as _warnings
# tqdm.auto warns once per process when a notebook has no ipywidgets, with the path of the machine's tqdm; synthnb's bars then
# fall back to text, which is what a reader of the docs and a user of the command line see anyway
_warnings.filterwarnings('ignore', message='IProgress not found', module='tqdm')
