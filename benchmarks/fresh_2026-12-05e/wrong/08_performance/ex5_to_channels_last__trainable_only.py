# Mistake: "every 4-D parameter (the convolution weights)" — converts only parameters that require grad, so a frozen convolution weight stays NCHW
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() == 4 and p.requires_grad:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
