# Jupyter Server configuration for serving a class on Binder (repo2docker serves through Jupyter
# Server and Voila's server extension); binder/start puts serve/ on JUPYTER_CONFIG_PATH.
# The settings and the code behind them are in classroom.py, next to this file; voila.py holds
# the Voila side.
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from traitlets.config import Config

    c: Config  # the config object traitlets puts in this file's namespace when it runs the file

_root = str(Path(__file__).resolve().parents[1])  # the repository, so that `serve` imports
if _root not in sys.path:
    sys.path.insert(0, _root)

from serve import classroom  # noqa: E402

classroom.configure_server(c)
