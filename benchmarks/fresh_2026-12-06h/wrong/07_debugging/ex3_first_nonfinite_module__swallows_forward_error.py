# Mistake: "Hooks ... must all be removed before the function returns, **also when the forward pass raises an error** (let the error propagate)" — catches a RuntimeError from the forward pass and returns the first non-finite module seen before it (None when none), so the error never reaches the caller.
def _all_finite(value):
    if isinstance(value, torch.Tensor):
        return bool(torch.isfinite(value).all())
    if isinstance(value, (tuple, list)):
        return all(_all_finite(v) for v in value)
    return True

def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(
            lambda m, a, out, name=name: found.append(name) if not _all_finite(out) else None))
    try:
        model(*inputs)
    except RuntimeError:
        pass                                       # a broken forward: report what was seen before it
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
