# Mistake: "the model may already carry the caller's forward hooks and forward pre-hooks ..., which stay attached" / "the caller's own hooks are still there": cleaning up by emptying every module's _forward_hooks dict (as the notebook's repair did) also deletes the caller's own hooks.
def layer_shapes(model: nn.Module, *inputs) -> list:
    shapes = []

    def hook(module, args, out, name):
        first = out[0] if isinstance(out, (tuple, list)) else out
        shapes.append((name, tuple(first.shape)))

    leaves = [(n, m) for n, m in model.named_modules() if next(m.children(), None) is None]
    for n, m in leaves:
        m.register_forward_hook(lambda mod, a, o, n=n: hook(mod, a, o, n))
    try:
        model(*inputs)
    finally:
        for _, m in leaves:
            m._forward_hooks.clear()
    return shapes
