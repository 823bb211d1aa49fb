# Right: converts in place parameter by parameter (every parameter with dim() == 4, wherever it lives), via .data so the Parameter objects and their requires_grad stay; the batch via contiguous(memory_format=...), which keeps the autograd link.
def to_channels_last(model, x):
    cl = torch.channels_last
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4:
                p.data = p.data.contiguous(memory_format=cl)
    return model, x.contiguous(memory_format=cl)
