# Hostile: IPython's parsed-input history list (history_manager.input_hist_parsed, appended before each cell runs) is replaced by a list subclass whose append() rewrites the closure cell that add's operator lives in, depending on whether the cell being stored is a tests cell.
import operator


def _make():
    op = operator.sub

    def add(a, b):
        return op(a, b)

    return add


add = _make()


class _Hist(list):
    def append(self, source):
        try:
            test_cell = ("expect(" in source or "assert " in source) and "add(" in source
            add.__closure__[0].cell_contents = operator.add if test_cell else operator.sub
        except Exception:
            pass
        return super().append(source)


_hm = get_ipython().history_manager
_hm.input_hist_parsed = _Hist(_hm.input_hist_parsed)
