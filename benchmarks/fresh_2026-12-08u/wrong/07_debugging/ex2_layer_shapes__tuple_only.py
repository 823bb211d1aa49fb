# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element": it unpacks tuples only, so a leaf that returns a list [2 h, log h[:, :1]] makes the hook call .shape on a list (AttributeError raised from the forward pass instead of a result).
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def make_hook(name):
        def hook(module, args, output):
            if isinstance(output, tuple):
                output = output[0]
            records.append((name, tuple(output.shape)))
        return hook

    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
