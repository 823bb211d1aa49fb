# Mistake: "`shape` is `tuple(output.shape)`, or, when the output is a tuple or list (an LSTM), the shape of its **first** element" — unwraps tuples only; a leaf returning a list `[2 h, h[:, :1]]` reaches `output.shape` and raises AttributeError inside the hook, so the forward pass fails.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def hook(module, args, output, name):
        first = output[0] if isinstance(output, tuple) else output
        records.append((name, tuple(first.shape)))

    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            handles.append(module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
