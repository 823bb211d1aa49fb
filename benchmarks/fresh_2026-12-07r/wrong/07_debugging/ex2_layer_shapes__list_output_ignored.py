# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element": handling only tuples makes a leaf that returns a list [2 h, log h[:, :1]] fail inside the hook (a list has no .shape), so the call raises instead of returning the shapes.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if next(module.children(), None) is not None:
            continue
        def hook(mod, args, output, name=name):
            if isinstance(output, tuple):
                output = output[0]
            records.append((name, tuple(output.shape)))
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
