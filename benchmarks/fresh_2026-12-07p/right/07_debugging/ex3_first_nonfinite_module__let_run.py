# Right: lets the forward pass run to the end, records the first name whose output (any tensor at any depth, found recursively) is non-finite, and removes all hooks in finally.
def _all_finite(out):
    if isinstance(out, torch.Tensor):
        return bool(torch.isfinite(out).all())
    if isinstance(out, (tuple, list)):
        return all(_all_finite(o) for o in out)
    if isinstance(out, dict):
        return all(_all_finite(o) for o in out.values())
    return True

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    try:
        for name, module in model.named_modules():
            def hook(m, args, out, name=name):
                if not found and not _all_finite(out):
                    found.append(name)
            handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
