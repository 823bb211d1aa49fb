# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element": only tuples are unpacked, so a leaf returning a list [2 h, h[:, :1]] makes the hook fail (a list has no .shape) and the call raises.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []
    for name, module in model.named_modules():
        if not list(module.children()):
            def hook(m, args, out, name=name):
                if isinstance(out, tuple):
                    out = out[0]
                calls.append((name, tuple(out.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
