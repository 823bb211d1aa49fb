# Mistake: "also when the forward pass raises an error (let the error propagate)" -- catches the error and returns the first non-finite module seen so far (or None) instead of letting it propagate.
def first_nonfinite_module(model: nn.Module, *inputs):
    names = []

    def bad(out):
        if isinstance(out, (tuple, list)):
            return any(bad(o) for o in out)
        return torch.is_tensor(out) and not torch.isfinite(out).all()

    handles = []
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(
            lambda mod, args, out, name=name: names.append(name) if not names and bad(out) else None))
    try:
        model(*inputs)
    except Exception:
        pass
    finally:
        for h in handles:
            h.remove()
    return names[0] if names else None
