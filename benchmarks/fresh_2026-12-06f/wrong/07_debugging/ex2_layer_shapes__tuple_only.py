# Mistake: "when the output is a tuple or list (an LSTM), the shape of its **first** element" — handles tuples only (as an LSTM returns); a leaf returning a list [2 h, h[:, :1]] has no .shape, and the hook raises AttributeError in the middle of the forward pass.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, out, name=name):
                if isinstance(out, tuple):
                    out = out[0]
                records.append((name, tuple(out.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
