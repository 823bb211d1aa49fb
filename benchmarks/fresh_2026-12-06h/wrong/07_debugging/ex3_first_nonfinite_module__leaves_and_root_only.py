# Mistake: "Hooks go on every module" — hooks only the leaf modules plus the model itself (""), so a container whose own forward computes `exp(30 lin(h))` is skipped: its leaf `lin` is finite, and the function names a later module or the model instead of the container.
def _tensors(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _tensors(v)

def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []
    for name, module in model.named_modules():
        if name and next(module.children(), None) is not None:
            continue                                  # containers only pass their children's outputs on
        handles.append(module.register_forward_hook(
            lambda m, a, out, name=name: found.append(name)
            if not all(torch.isfinite(t).all() for t in _tensors(out)) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
