# Voila configuration for serving a class: read by `make serve` (standalone Voila, given
# --Voila.config_file_paths=serve) and on Binder by Voila's server extension (serve/ is put on
# JUPYTER_CONFIG_PATH by binder/start; there only the VoilaConfiguration settings apply).
# The settings and the code behind them are in classroom.py, next to this file.
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

classroom.configure_voila(c)
# the browser's preferred language reaches the page's kernel (HTTP_ACCEPT_LANGUAGE: tutor.core.i18n.environ_language)
c.VoilaConfiguration.http_header_envs = ["Accept-Language"]
