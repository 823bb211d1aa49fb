# Mistake: "every 4-D parameter (the convolution weights)" with "possibly with a frozen parameter": looping only over parameters that require grad (the optimizer habit) leaves a frozen convolution weight in NCHW.
def to_channels_last(model, x):
    for p in filter(lambda p: p.requires_grad, model.parameters()):
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
