# Right: records every call (name and a finite flag computed recursively) in a list, removes the hooks in `finally`, then picks the first non-finite entry with `next(...)` after the forward pass; uses isnan|isinf rather than isfinite.
def _bad(value):
    if isinstance(value, torch.Tensor):
        return bool((torch.isnan(value) | torch.isinf(value)).any())
    if isinstance(value, (tuple, list)):
        return any(_bad(v) for v in value)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    calls = []
    handles = [module.register_forward_hook(lambda m, a, out, name=name: calls.append((name, _bad(out))))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        while handles:
            handles.pop().remove()
    return next((name for name, bad in calls if bad), None)
