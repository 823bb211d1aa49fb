# Mistake: "returns the name (from `named_modules()`, `""` for the model itself) of the first module" -- hooks only the submodules (named_modules() minus the root), so NaN made by the model's own forward returns None.
def first_nonfinite_module(model: nn.Module, *inputs):
    hits = []

    def finite(out):
        if torch.is_tensor(out):
            return bool(torch.isfinite(out).all())
        if isinstance(out, (tuple, list)):
            return all(finite(o) for o in out)
        return True

    handles = [m.register_forward_hook(lambda mod, a, o, n=n: hits.append(n) if not finite(o) else None)
               for n, m in model.named_modules() if n != ""]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return hits[0] if hits else None
