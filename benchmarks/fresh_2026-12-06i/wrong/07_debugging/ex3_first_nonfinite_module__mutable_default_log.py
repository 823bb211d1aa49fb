# Mistake: "runs `model(*inputs)` once and returns the name ... of the **first** module" (per call) — the names found are collected in a mutable default argument, so a second call returns the first call's module (or a name from another model) instead of its own, and a finite second call is not None.
def first_nonfinite_module(model: nn.Module, *inputs, _seen=[]):
    def check(value):
        if torch.is_tensor(value):
            return bool(torch.isfinite(value).all())
        if isinstance(value, (tuple, list)):
            return all(check(v) for v in value)
        return True
    handles = [module.register_forward_hook(lambda m, a, out, name=name: None if check(out) else _seen.append(name))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return _seen[0] if _seen else None
