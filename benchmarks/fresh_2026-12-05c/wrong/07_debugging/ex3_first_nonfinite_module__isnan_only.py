# Mistake: "whose output contains a NaN **or** an infinity" — tests isnan only, so a module that overflows to inf is skipped and a later module (where inf becomes NaN) or None is reported
def _has_nan(out):
    if isinstance(out, (tuple, list)):
        return any(_has_nan(o) for o in out)
    return torch.is_tensor(out) and bool(torch.isnan(out).any())

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            if not found and _has_nan(output):
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
