# Mistake: "the caller's own hooks are still there": cleaning up with module._forward_hooks.clear() (as section 5 did) also deletes the forward hooks the caller had attached to the model before the call.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []
    leaves = [(name, m) for name, m in model.named_modules() if next(m.children(), None) is None]
    for name, m in leaves:
        m.register_forward_hook(
            lambda mod, args, out, name=name: records.append(
                (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape))))
    try:
        model(*inputs)
    finally:
        for _, m in leaves:
            m._forward_hooks.clear()               # no hook left behind
    return records
