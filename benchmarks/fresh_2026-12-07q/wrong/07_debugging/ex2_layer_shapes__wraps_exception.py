# Mistake: "When the forward pass raises, let the same exception propagate": the error is re-raised as a new RuntimeError carrying the shapes seen so far, so the caller gets a different exception object (and type, for a non-RuntimeError).
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, m in model.named_modules():
        if len(m._modules) == 0:
            def hook(module, args, output, name=name):
                first = output[0] if isinstance(output, (tuple, list)) else output
                records.append((name, tuple(first.shape)))
            handles.append(m.register_forward_hook(hook))
    try:
        model(*inputs)
    except Exception as e:
        raise RuntimeError(f"forward failed after {records}: {e}") from e
    finally:
        for h in handles:
            h.remove()
    return records
