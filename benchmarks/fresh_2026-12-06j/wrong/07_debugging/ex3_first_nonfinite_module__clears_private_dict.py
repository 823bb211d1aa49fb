# Mistake: "the model may already carry the caller's forward hooks ..., which stay attached and run as before" / "the caller's own hooks are still there": the hooks are removed by clearing every module's _forward_hooks dict, which deletes the caller's own forward hooks too.
def _bad(value):
    if isinstance(value, torch.Tensor):
        return not torch.isfinite(value).all()
    if isinstance(value, (tuple, list)):
        return any(_bad(v) for v in value)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    seen = []
    for name, module in model.named_modules():
        module.register_forward_hook(lambda m, a, out, name=name: seen.append(name) if _bad(out) else None)
    try:
        model(*inputs)
    finally:
        for module in model.modules():
            module._forward_hooks.clear()
    return seen[0] if seen else None
