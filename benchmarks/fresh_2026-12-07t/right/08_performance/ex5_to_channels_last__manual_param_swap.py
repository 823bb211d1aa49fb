# Right: converts each 4-D parameter in place through p.data (same Parameter objects, frozen ones stay frozen) and the batch with contiguous(memory_format=...), which returns x itself when it is already channels_last.
def to_channels_last(model, x):
    cl = torch.channels_last
    for p in model.parameters():
        if p.dim() == 4 and not p.is_contiguous(memory_format=cl):
            p.data = p.data.contiguous(memory_format=cl)
    return model, x.contiguous(memory_format=cl)
