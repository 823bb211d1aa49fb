# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element": only tuples are unwrapped, so a leaf returning a list [2 h, h[:, :1]] makes the hook call .shape on a list and the forward pass fails.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def make_hook(name):
        def hook(module, args, output):
            if isinstance(output, tuple):          # LSTM: (output, (h, c))
                output = output[0]
            records.append((name, tuple(output.shape)))
        return hook

    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
