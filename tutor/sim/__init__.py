"""Monte Carlo over any ``concurrent.futures.Executor``, seeded and reproducible, with summaries.

>>> from concurrent.futures import ThreadPoolExecutor
>>> from tutor.sim import run, wilson
>>> def coin(item, seed):  # a task takes (item, seed); a process pool needs a top-level one
...     import random
...     return random.Random(seed).random() < 0.5
>>> with ThreadPoolExecutor(2) as pool:
...     heads = run(coin, range(100), seed=1, executor=pool)
>>> print(wilson(sum(heads), len(heads)))
0.550 [0.452, 0.644]
"""
from .engines import playouts
from .runner import InlineExecutor, Progress, run, stream, task_seeds
from .stats import Estimate, mean_ci, wilson

__all__ = ["playouts", "InlineExecutor", "Progress", "run", "stream", "task_seeds", "Estimate", "mean_ci", "wilson"]
