# Right: converts every 4-D parameter of every (nested) module in place through .data (same Parameter objects, requires_grad and modes untouched, custom and transposed weights included); the batch through contiguous(memory_format=...), a differentiable op that returns a new tensor when a copy is needed and never changes x
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
