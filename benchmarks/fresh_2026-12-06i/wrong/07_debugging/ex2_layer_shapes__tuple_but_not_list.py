# Mistake: "when the output is a tuple or list (an LSTM), the shape of its **first** element" — unwraps tuples only; a leaf that returns a list [2 h, h[:, :1]] fails with AttributeError ('list' object has no attribute 'shape').
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(m, args, out, name=name):
                while isinstance(out, tuple):          # LSTM: (output, (h, c))
                    out = out[0]
                records.append((name, tuple(out.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
