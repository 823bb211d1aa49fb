# Mistake: "every 4-D parameter ... (the model ... possibly with a frozen parameter)": only parameters that require grad are converted (the usual "trainable parameters" filter), so a frozen 4-D convolution weight stays NCHW.
def to_channels_last(model, x):
    for p in model.parameters():
        if p.requires_grad and p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
