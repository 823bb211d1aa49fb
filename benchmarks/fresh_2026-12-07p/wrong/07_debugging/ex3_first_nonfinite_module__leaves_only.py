# Mistake: "Hooks go on every module" / "returns the name (from named_modules(), "" for the model itself)": hooks go on leaf modules only (as in layer_shapes), so when a container's own forward (exp(30 lin(h))) or the model's own forward makes the first NaN/inf, nothing is found there and None (or a later leaf) is returned.
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def finite(out):
        if isinstance(out, torch.Tensor):
            return bool(torch.isfinite(out).all())
        if isinstance(out, (tuple, list)):
            return all(finite(o) for o in out)
        return True

    try:
        for name, module in model.named_modules():
            if next(module.children(), None) is None:     # the layers that compute
                handles.append(module.register_forward_hook(
                    lambda m, args, out, name=name: found.append(name) if not found and not finite(out) else None))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
