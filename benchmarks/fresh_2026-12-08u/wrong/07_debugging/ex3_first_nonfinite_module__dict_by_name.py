# Mistake: "the first module, in the order their forward calls finish, whose output contains a NaN or an infinity": it records finiteness in a dict keyed by name, so a Linear called twice keeps its FIRST call's position with its SECOND call's verdict; when a module between the two calls (e.g. exp(30 h)) is the first to overflow, the shared Linear is reported instead.
def _all_finite(out):
    if isinstance(out, (tuple, list)):
        return all(_all_finite(o) for o in out)
    return bool(torch.isfinite(out).all()) if torch.is_tensor(out) else True

def first_nonfinite_module(model: nn.Module, *inputs):
    finite = {}
    handles = [module.register_forward_hook(lambda m, a, out, name=name: finite.__setitem__(name, _all_finite(out)))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    for name, ok in finite.items():
        if not ok:
            return name
    return None
