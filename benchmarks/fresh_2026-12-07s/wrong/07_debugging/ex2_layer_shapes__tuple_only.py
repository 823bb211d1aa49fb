# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element" — handles tuples only, so a leaf returning a list [2 h, log h[:, :1]] raises AttributeError ('list' has no attribute 'shape').
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []

    def make_hook(name):
        def hook(module, args, output):
            out = output[0] if isinstance(output, tuple) else output
            calls.append((name, tuple(out.shape)))
        return hook

    try:
        for name, module in model.named_modules():
            if next(module.children(), None) is None:
                handles.append(module.register_forward_hook(make_hook(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
