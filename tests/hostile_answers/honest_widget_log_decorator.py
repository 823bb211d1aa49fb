# Honest: a correct add wrapped by a logging decorator (functools.wraps) that keeps a module-level call log and shows it in an ipywidgets Output widget written to with `with out:` while the solution cell runs.
import functools
import ipywidgets as widgets
from IPython.display import display

LOG = []
out = widgets.Output()


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        LOG.append((args, result))
        return result
    return wrapper


@logged
def add(a, b):
    """Return a + b."""
    return a + b


with out:
    print("self-check:", add(2, 2), add(-1, -2))
display(out)
LOG.clear()
