"Package metadata, read from settings.ini (the classic nbdev 2 layout). No pkg_resources."
from configparser import ConfigParser
from pathlib import Path
import setuptools

here = Path(__file__).parent
config = ConfigParser(delimiters=['='])
config.read(here/'settings.ini', encoding='utf-8')
cfg = config['DEFAULT']

for o in 'version description keywords author author_email license copyright user lib_name'.split():
    assert o in cfg, f'settings.ini is missing the key {o!r}'

licenses = {'apache2': 'Apache-2.0'}  # SPDX expression; license classifiers are deprecated
statuses = ['1 - Planning', '2 - Pre-Alpha', '3 - Alpha', '4 - Beta', '5 - Production/Stable', '6 - Mature', '7 - Inactive']
py_versions = '3.10 3.11 3.12 3.13'.split()
min_python = cfg['min_python']
lic = licenses[cfg['license']]

def split(key): return cfg.get(key, '').split()

setuptools.setup(
    name=cfg['lib_name'],
    version=cfg['version'],
    description=cfg['description'],
    long_description=(here/'README.md').read_text(encoding='utf-8'),
    long_description_content_type='text/markdown',
    author=cfg['author'], author_email=cfg['author_email'],
    license=lic,
    keywords=cfg['keywords'],
    url=cfg['git_url'],
    classifiers=['Development Status :: ' + statuses[int(cfg['status'])],
                 'Intended Audience :: ' + cfg['audience'].title(),
                 'Natural Language :: ' + cfg['language'].title()]
                + ['Programming Language :: Python :: ' + v for v in py_versions[py_versions.index(min_python):]],
    # namespace packages so that the data folders (synthnb/datasets/<name>/) install with their files
    packages=setuptools.find_namespace_packages(include=[cfg['lib_name'], cfg['lib_name'] + '.*']),
    include_package_data=True,
    package_data={'': ['*.gz', '*.md', '*.parquet', '*.json', '*.j2']},
    install_requires=split('requirements'),
    extras_require={'dev': split('dev_requirements'), 'cluster': split('cluster_requirements'), 'dp': split('dp_requirements')},
    python_requires='>=' + min_python,
    zip_safe=False,
    entry_points={'console_scripts': split('console_scripts'), 'nbdev': [f"{cfg['lib_path']}={cfg['lib_path']}._modidx:d"]},
)
