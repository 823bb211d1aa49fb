# Mistake: "the caller's own hooks ... stay attached and run as before": the cleanup empties every module's _forward_hooks dict (as the notebook's repair did) instead of removing its own handles, so the caller's forward hooks are deleted too.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def bad(value):
        if isinstance(value, torch.Tensor):
            return not torch.isfinite(value).all()
        if isinstance(value, (tuple, list)):
            return any(bad(v) for v in value)
        return False

    for name, module in model.named_modules():
        module.register_forward_hook(lambda m, a, out, name=name: found.append(name) if bad(out) else None)
    try:
        model(*inputs)
    finally:
        for module in model.modules():
            module._forward_hooks.clear()
    return found[0] if found else None
