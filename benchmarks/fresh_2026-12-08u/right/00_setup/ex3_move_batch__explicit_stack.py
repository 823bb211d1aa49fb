# Right: no recursion: an explicit work stack fills new containers (tuples are built as lists first and turned into tuples at the end, innermost first); an OrderedDict stays an OrderedDict.
from collections import OrderedDict


def move_batch(batch, device):
    def fresh(value):
        if isinstance(value, torch.Tensor):
            return value.to(device), None
        if isinstance(value, dict):
            out = OrderedDict() if isinstance(value, OrderedDict) else {}
            return out, list(value.items())
        if isinstance(value, (list, tuple)):
            return [None] * len(value), list(enumerate(value))
        return value, None

    root, children = fresh(batch)
    pending = []                       # (new container, original, children) in creation order
    stack = [(root, batch, children)] if children is not None else []
    while stack:
        new, old, items = stack.pop()
        pending.append((new, old))
        for key, value in items:
            made, grandchildren = fresh(value)
            new[key] = made
            if grandchildren is not None:
                stack.append((made, value, grandchildren))
    # turn the placeholders for tuples into tuples, innermost first
    fixed = {}
    for new, old in reversed(pending):
        if isinstance(old, tuple):
            fixed[id(new)] = tuple(fixed.get(id(item), item) for item in new)
        elif isinstance(old, list):
            new[:] = [fixed.get(id(item), item) for item in new]
        else:
            for key in new:
                new[key] = fixed.get(id(new[key]), new[key])
    return fixed.get(id(root), root)
