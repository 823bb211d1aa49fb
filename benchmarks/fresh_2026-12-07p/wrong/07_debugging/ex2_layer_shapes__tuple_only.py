# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element": only tuples are unpacked, so a leaf returning a list [2 h, h[:, :1]] makes the hook call .shape on a list and the forward pass fails with AttributeError.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []

    def record(name):
        def hook(module, args, out):
            if isinstance(out, tuple):                    # an LSTM's (output, (h, c))
                out = out[0]
            calls.append((name, tuple(out.shape)))
        return hook

    try:
        for name, module in model.named_modules():
            if not list(module.children()):
                handles.append(module.register_forward_hook(record(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
