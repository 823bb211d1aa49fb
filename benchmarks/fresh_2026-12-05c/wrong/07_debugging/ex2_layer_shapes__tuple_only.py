# Mistake: "when the output is a tuple or list (an LSTM), the shape of its **first** element" — handles tuples only; a leaf returning a list [2h, h[:, :1]] makes `output.shape` raise AttributeError
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, output, name=name):
                out = output[0] if isinstance(output, tuple) else output
                records.append((name, tuple(out.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
