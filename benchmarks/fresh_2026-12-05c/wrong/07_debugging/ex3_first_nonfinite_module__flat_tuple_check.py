# Mistake: "An output may be a tensor or a tuple/list of tensors (check each)" — checks the elements of a tuple one level deep only; an LSTM-like output (output, (h, c)) passes the inner tuple to torch.isfinite, which raises TypeError
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            outs = output if isinstance(output, (tuple, list)) else (output,)
            if not found and any(not torch.isfinite(o).all() for o in outs):
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
