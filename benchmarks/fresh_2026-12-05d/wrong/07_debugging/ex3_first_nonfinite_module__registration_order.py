# Mistake: "in the order their forward calls finish" — it collects the set of modules with a non-finite output and returns the first of them in named_modules() order (registration order): the model itself "" comes first in that order and is non-finite whenever anything is, so it returns "" instead of the module that finished first.
def _finite(value):
    if isinstance(value, torch.Tensor):
        return bool(torch.isfinite(value).all())
    if isinstance(value, (tuple, list)):
        return all(_finite(v) for v in value)
    return True


def first_nonfinite_module(model: nn.Module, *inputs):
    bad = set()
    handles = []
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(
            lambda m, args, out, name=name: bad.add(name) if not _finite(out) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    for name, _ in model.named_modules():
        if name in bad:
            return name
    return None
